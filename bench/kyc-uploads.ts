// KYC upload benchmark: a verified visitor uploads six 5 MB PDFs at once and saves the record.
// Reports the wall time of the six-file submission and how far the server's RSS grew meanwhile
// (VmRSS of the child process, sampled from /proc every 10 ms).
// Run: node bench/kyc-uploads.ts (after `npm run build`).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { startServer } from "./server.ts";

const FILE_BYTES = 5 * 1024 * 1024;
const USERNAME = "bench.visitor@example.mw";

function readRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
}

function readCode(dataDir: string): string {
  const lines = readFileSync(path.join(dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { to: string; text: string };
    const code = entry.to === USERNAME ? /\b(\d{6})\b/.exec(entry.text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error("no code in the outbox");
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "fdh-bench-kyc-"));
const server = await startServer({ DATA_DIR: dataDir });
const pid = server.process.pid!;
try {
  const sent = await post(`${server.url}/onboarding/verify-username`, { username: USERNAME });
  if (!sent.ok) throw new Error(`verify-username: ${sent.status} ${await sent.text()}`);
  const verified = await post(`${server.url}/onboarding/verify-code`, { username: USERNAME, code: readCode(dataDir) });
  if (!verified.ok) throw new Error(`verify-code: ${verified.status} ${await verified.text()}`);
  const authorization = `Bearer ${((await verified.json()) as { token: string }).token}`;

  const branches = (await (await fetch(`${server.url}/api/branches?limit=1`)).json()) as Array<{ id: string }>;
  const types = (await (await fetch(`${server.url}/api/kyc_account_types?limit=100`)).json()) as Array<{ id: string; name: string }>;
  const purposes = REQUIRED_PURPOSES["Individual Account"];
  const files = purposes.map((_purpose, index) => createPaddedPdf(FILE_BYTES, index));

  const rssBeforeKb = readRssKb(pid);
  let peakKb = rssBeforeKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, readRssKb(pid));
  }, 10);
  const started = performance.now();
  const documents = await Promise.all(
    purposes.map(async (purpose, index) => {
      const form = new FormData();
      form.append("account_name", "Bench Visitor");
      form.append("purpose", purpose);
      form.append("file", new Blob([new Uint8Array(files[index]!)], { type: "application/pdf" }), `document-${index}.pdf`);
      const response = await fetch(`${server.url}/api/uploads`, { method: "POST", headers: { authorization }, body: form });
      if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${await response.text()}`);
      return { purpose, url: ((await response.json()) as { url: string }).url };
    }),
  );
  const saved = await post(
    `${server.url}/api/kyc_account_details`,
    {
      account_number: "9000100020",
      account_name: "Bench Visitor",
      branch_id: branches[0]!.id,
      kyc_account_type_id: types.find((type) => type.name === "Individual Account")!.id,
      documents,
    },
    { authorization, "idempotency-key": "bench-kyc-uploads-1" },
  );
  if (saved.status !== 201) throw new Error(`submit: ${saved.status} ${await saved.text()}`);
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peakKb = Math.max(peakKb, readRssKb(pid));

  const result = {
    files: purposes.length,
    file_mb: FILE_BYTES / 1024 / 1024,
    submission_wall_ms: Math.round(wallMs),
    rss_before_mb: Math.round(rssBeforeKb / 1024),
    rss_peak_mb: Math.round(peakKb / 1024),
    rss_growth_mb: Math.round((peakKb - rssBeforeKb) / 1024),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
