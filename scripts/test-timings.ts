/**
 * Where the browser suite's minutes go: reads the JSON report Playwright writes on every run
 * (playwright-report/timings.json) and prints the seconds per file and project, heaviest first,
 * then the slowest tests. `node scripts/test-timings.ts [report] [how many tests]`.
 */
import { readFileSync } from "node:fs";

interface Result {
  duration: number;
  status: string;
  retry: number;
}
interface Suite {
  file?: string;
  specs?: Array<{ title: string; file: string; tests: Array<{ projectName: string; results: Result[] }> }>;
  suites?: Suite[];
}

const [reportPath = "playwright-report/timings.json", count = "20"] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportPath, "utf8")) as { suites: Suite[]; stats: { duration: number } };

const tests: Array<{ key: string; title: string; seconds: number; status: string }> = [];
const walk = (suite: Suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        tests.push({
          key: `${test.projectName} ${spec.file}`,
          title: `${spec.title}${result.retry ? ` (retry ${result.retry})` : ""}`,
          seconds: result.duration / 1000,
          status: result.status,
        });
  for (const child of suite.suites ?? []) walk(child);
};
report.suites.forEach(walk);

const perFile = new Map<string, { seconds: number; tests: number }>();
for (const test of tests) {
  const entry = perFile.get(test.key) ?? { seconds: 0, tests: 0 };
  entry.seconds += test.seconds;
  entry.tests += 1;
  perFile.set(test.key, entry);
}
const total = tests.reduce((sum, test) => sum + test.seconds, 0);
console.log(`${tests.length} test runs, ${Math.round(total)} s of worker time, ${Math.round(report.stats.duration / 1000)} s wall\n`);
for (const [key, entry] of [...perFile].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(`${entry.seconds.toFixed(0).padStart(6)} s ${String(entry.tests).padStart(4)} tests  ${key}`);
console.log(`\nThe ${count} slowest:`);
for (const test of tests.sort((a, b) => b.seconds - a.seconds).slice(0, Number(count)))
  console.log(`${test.seconds.toFixed(1).padStart(6)} s ${test.status.padEnd(8)} ${test.key} › ${test.title}`);
