import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { countTables } from "#server/operations/backup-manifest.ts";
import { createUploadForm } from "./kyc-files.ts";
import type { ServerProcess } from "./server-process.ts";
import { generateTotpCode, getTotpStep } from "#server/staff-identity/second-factor.ts";
import { ROOT, STAFF, STAFF_TOTP_SECRET } from "./test-server.ts";

export const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");

/** What a command-line run answered: its exit code and both outputs. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- FILE` as an operator does (the script it names, with the environment given). */
export async function runOperationsCommand(command: "backup" | "restore", file: string, env: Record<string, string>): Promise<CommandRun> {
  const script = path.join(ROOT, "server", "operations", `${command}-cli.ts`);
  const child = spawn(process.execPath, [script, file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", S3_BUCKET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  return { code, stdout, stderr };
}

/**
 * Every row of every table of a stopped server's database, as JSON text, sorted; keyed
 * `schema.table`. Opens the folder itself for the embedded database (no server may hold it).
 */
export async function readAllRows(target: { dataDir: string; databaseUrl?: string }): Promise<Record<string, string[]>> {
  const database = await openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  try {
    const query = async (text: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
    const result: Record<string, string[]> = {};
    for (const table of Object.keys(await countTables(query))) {
      const [schema, name] = table.split(".") as [string, string];
      const rows = await query(`select row_to_json(t)::text as row from "${schema}"."${name}" t`);
      result[table] = rows.map((row) => String(row.row)).sort();
    }
    return result;
  } finally {
    await database.close();
  }
}

/** Every file under a folder (its temporary folder left out) with its SHA-256, keyed by path relative to it. */
export function hashFolder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(folder)) return files;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue;
    const key = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (key.startsWith(".tmp")) continue;
    files.set(key, sha256(fs.readFileSync(path.join(folder, key))));
  }
  return files;
}

/**
 * Signs in as the start-up admin (ADMIN_TOTP_SECRET set to STAFF_TOTP_SECRET) on a server process,
 * whose clock is the real one: the code of this step, else of the next, which the server's ±1 window
 * takes when an earlier sign-in used this one (ADR 052).
 */
export async function signInProcess(server: ServerProcess): Promise<string> {
  const step = getTotpStep(new Date());
  for (const code of [generateTotpCode(STAFF_TOTP_SECRET, step), generateTotpCode(STAFF_TOTP_SECRET, step + 1)]) {
    const response = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...STAFF, code }),
    });
    if (response.ok) return `Bearer ${((await response.json()) as { token: string }).token}`;
    if (response.status !== 401) throw new Error(`login: ${response.status}`);
  }
  throw new Error("login: both codes of the window were refused");
}

/** Uploads one KYC document as staff; answers its url. */
export async function uploadDocument(server: ServerProcess, authorization: string, purpose: string, content: Buffer): Promise<string> {
  const form = await createUploadForm({ account_name: "Chisomo Banda", purpose }, { name: "scan.pdf", content });
  const response = await fetch(`${server.url}/api/uploads`, {
    method: "POST",
    headers: { ...form.headers, authorization },
    body: new Uint8Array(form.payload),
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/**
 * An upload sent in 64 KB pieces every `pauseMs`, so that it is still arriving when something
 * happens to the server. `onStarted` runs once the first piece is out.
 */
export function uploadSlowly(
  server: ServerProcess,
  authorization: string,
  content: Buffer,
  options: { pauseMs: number; onStarted?: () => void },
): Promise<{ status: number; body: string } | "cut"> {
  return createUploadForm({ account_name: "Slow Sender", purpose: "Payslip" }, { name: "slow.pdf", content }).then(
    (form) =>
      new Promise((resolve) => {
        const request = http.request(`${server.url}/api/uploads`, {
          method: "POST",
          headers: { ...form.headers, authorization, "content-length": String(form.payload.length) },
        });
        request.on("response", (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          response.on("error", () => resolve("cut"));
        });
        request.on("error", () => resolve("cut"));
        let offset = 0;
        const sendNext = () => {
          if (request.destroyed) return;
          if (offset >= form.payload.length) {
            request.end();
            return;
          }
          request.write(form.payload.subarray(offset, offset + 64 * 1024));
          if (offset === 0) options.onStarted?.();
          offset += 64 * 1024;
          setTimeout(sendNext, options.pauseMs);
        };
        sendNext();
      }),
  );
}

/** SIGTERM, as a service manager stops the server: answers its exit code once it has exited. */
export async function stopGracefully(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  server.child.kill("SIGTERM");
  return exited;
}
