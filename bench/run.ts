// `npm run bench`: builds if needed, then every benchmark; prints a report and writes it to
// bench/reports/latest.md. Numbers are measured here, never asserted by timed tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const build = spawnSync(process.execPath, [path.join(root, "scripts", "build-if-stale.ts")], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const sections: string[] = [
  `# Benchmarks`,
  ``,
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
];
// Lighthouse twice: as the issue measured it (simulated from an unthrottled load), and with the
// same phone and link applied to the real load (ADR 025: what the simulation reads into a race).
const benches = [
  ["static-limit.ts"],
  ["first-load.ts"],
  ["lighthouse.ts"],
  ["lighthouse.ts", "--applied"],
  ["api-reads.ts"],
  ["metrics-cost.ts"],
  ["live-latency.ts"],
  ["kyc-uploads.ts"],
  ["backup-restore.ts"],
  ["real-traffic.ts"],
  ["render-soak.ts"],
].filter(([file]) => existsSync(path.join(root, "bench", file!)));
for (const [file, ...args] of benches) {
  const name = [file, ...args].join(" ");
  console.log(`\n== ${name}`);
  const run = spawnSync(process.execPath, [path.join(root, "bench", file!), ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(run.stdout);
  sections.push("", `## ${name}`, "", "```", run.stdout.trim(), "```");
  if (run.status !== 0) sections.push(`(exited with ${run.status})`);
}
mkdirSync(path.join(root, "bench", "reports"), { recursive: true });
writeFileSync(path.join(root, "bench", "reports", "latest.md"), `${sections.join("\n")}\n`);
console.log("\nReport written to bench/reports/latest.md");
