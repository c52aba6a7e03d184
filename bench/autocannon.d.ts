// The little of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Replaces `[<id>]` in each request (its path included) with a fresh id. */
    idReplacement?: boolean;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "3xx": number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
