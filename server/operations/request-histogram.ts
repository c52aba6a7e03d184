import type { Registry } from "prom-client";

/** One series: counts per bucket (made cumulative at a scrape), sum and count. */
class Series {
  readonly labels: Readonly<Record<string, string>>;
  readonly counts: number[];
  sum = 0;
  count = 0;
  private readonly buckets: readonly number[];

  constructor(labels: Readonly<Record<string, string>>, buckets: readonly number[]) {
    this.labels = labels;
    this.buckets = buckets;
    this.counts = buckets.map(() => 0);
  }

  observe(seconds: number): void {
    let index = 0;
    while (index < this.buckets.length && seconds > this.buckets[index]!) index++;
    if (index < this.buckets.length) this.counts[index]!++;
    this.sum += seconds;
    this.count++;
  }

  clear(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

export type RequestSeries = Pick<Series, "observe">;

/**
 * A Prometheus histogram for the hot path of every answer (ADR 050): the caller keeps the series
 * it was given, and an observation is a few additions. prom-client's labelled child validates and
 * hashes its labels on every observation, which was half of what measuring a cached API answer
 * cost. Registered in the same registry and written in the same text format.
 */
export class RequestHistogram {
  readonly name: string;
  readonly help: string;
  private readonly buckets: readonly number[];
  private readonly series = new Map<string, Series>();

  constructor(name: string, help: string, buckets: readonly number[], registry: Registry) {
    this.name = name;
    this.help = help;
    this.buckets = buckets;
    // A registry asks each registered object for `get()` at a scrape (prom-client's metric contract).
    registry.registerMetric(this as unknown as Parameters<Registry["registerMetric"]>[0]);
  }

  /** The series of a label set (a small, bounded set), made on first use: the caller keeps it. */
  seriesOf(labels: Readonly<Record<string, string>>): RequestSeries {
    const key = JSON.stringify(labels);
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = new Series(labels, this.buckets)));
    return series;
  }

  /** What the registry writes: cumulative `_bucket`s with `le`, then `_sum` and `_count`. */
  get() {
    // A series is written once observed (prom-client writes a label set from its first observation).
    const observed = [...this.series.values()].filter((series) => series.count > 0);
    const values = observed.flatMap(({ labels, counts, sum, count }) => {
      let cumulative = 0;
      return [
        ...this.buckets.map((bound, index) => {
          cumulative += counts[index]!;
          return { metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: cumulative };
        }),
        { metricName: `${this.name}_bucket`, labels: { le: "+Inf", ...labels }, value: count },
        { metricName: `${this.name}_sum`, labels, value: sum },
        { metricName: `${this.name}_count`, labels, value: count },
      ];
    });
    return { name: this.name, help: this.help, type: "histogram", values, aggregator: "sum" };
  }

  /**
   * The registry's resetMetrics() calls it, as on prom-client's own metrics. The series are zeroed,
   * not dropped: their holders keep them and go on observing into them.
   */
  reset(): void {
    for (const series of this.series.values()) series.clear();
  }
}
