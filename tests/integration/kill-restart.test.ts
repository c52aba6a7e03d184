import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatKycDocumentUrl, KYC_FOLDER, REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { sha256, signInProcess as signIn, uploadDocument as upload, uploadSlowly as sendSlowly } from "#tests/support/backup.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { STAFF, STAFF_TOTP_SECRET } from "#tests/support/test-server.ts";

const INDIVIDUAL = REQUIRED_PURPOSES["Individual Account"];
const CUSTOMERS = 5;
const SLOW_UPLOADS = 4;

/** Every file under a folder, as paths relative to it. */
function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** An upload sent slowly, so that it is half-received, being inspected or being stored when the process dies. */
async function uploadSlowly(
  server: ServerProcess,
  authorization: string,
  content: Buffer,
): Promise<{ status: number; url?: string } | "cut"> {
  const answer = await sendSlowly(server, authorization, content, { pauseMs: 15 });
  if (answer === "cut") return answer;
  return { status: answer.status, ...(answer.status === 201 ? (JSON.parse(answer.body) as { url: string }) : {}) };
}

describe("SIGKILL of the real server during uploads and submissions", () => {
  let dataDir: string;
  let systemTemp: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-kill-"));
    // The child's system temp folder: nothing of a customer's may land there.
    systemTemp = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-kill-systemp-"));
    env = {
      DATA_DIR: dataDir,
      TMPDIR: systemTemp,
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      ADMIN_TOTP_SECRET: STAFF_TOTP_SECRET,
    };
  });

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(systemTemp, { recursive: true, force: true });
  });

  it("loses nothing acknowledged and leaves no orphan file once restarted", async () => {
    server = await startServerProcess(env);
    let staff = await signIn(server);
    const branches = (await (await fetch(`${server.url}/api/branches?limit=100`)).json()) as Array<{
      id: string;
      name: string;
      email: string;
    }>;
    const types = (await (await fetch(`${server.url}/api/kyc_account_types?limit=100`)).json()) as Array<{ id: string; name: string }>;
    const individual = types.find((type) => type.name === "Individual Account")!;
    const branch = branches.find((candidate) => candidate.email.trim() !== "")!;

    // Each customer's documents are uploaded and acknowledged before the kill.
    const acknowledgedUploads = new Map<string, string>();
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, index) => {
        const documents: Array<{ purpose: string; url: string }> = [];
        for (const purpose of INDIVIDUAL) {
          const content = createPaddedPdf(4_000 + index, index);
          const url = await upload(server!, staff, purpose, content);
          acknowledgedUploads.set(url, sha256(content));
          documents.push({ purpose, url });
        }
        return {
          idempotencyKey: randomUUID(),
          body: {
            account_number: `10007000${String(index).padStart(2, "0")}`,
            account_name: "Chisomo Banda",
            username: `customer${index}@example.mw`,
            branch_id: branch.id,
            kyc_account_type_id: individual.id,
            documents,
          },
        };
      }),
    );

    // Slow uploads first, so some are half-way when the process dies; then the submissions.
    const slow = Array.from({ length: SLOW_UPLOADS }, (_, index) => uploadSlowly(server!, staff, createPaddedPdf(1_500_000, 100 + index)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    let acknowledgedSubmissions = 0;
    const killed = { done: false };
    const submissions = customers.map(async (customer) => {
      try {
        const response = await fetch(`${server!.url}/api/kyc_account_details`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: staff, "idempotency-key": customer.idempotencyKey },
          body: JSON.stringify(customer.body),
        });
        if (response.status === 201) {
          acknowledgedSubmissions++;
          // Killed once two answers are out: the others are on the wire or inside their transaction.
          if (acknowledgedSubmissions === 2 && !killed.done) {
            killed.done = true;
            await server!.kill();
          }
          return customer.body.account_number;
        }
        return undefined;
      } catch {
        return undefined;
      }
    });
    const acknowledgedAccounts = (await Promise.all(submissions)).filter((value): value is string => value !== undefined);
    if (!killed.done) await server.kill();
    const slowResults = await Promise.all(slow);
    for (const result of slowResults) {
      if (result !== "cut" && result.status === 201 && result.url) acknowledgedUploads.set(result.url, "slow");
    }

    const leftBehind = listFiles(path.join(dataDir, "tmp")).length + listFiles(path.join(dataDir, "uploads", ".tmp")).length;
    // Leftovers of a kill at the other moments an upload can die: half-stored, stored with no row,
    // and an inspection copy. Made by hand because a single kill cannot hit all of them at once.
    fs.mkdirSync(path.join(dataDir, "uploads", ".tmp"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", ".tmp", randomUUID()), createPaddedPdf(3_000).subarray(0, 1_000));
    fs.writeFileSync(
      path.join(dataDir, "uploads", KYC_FOLDER, "chisomo_banda_payslip_scan-000000000000000000000000.pdf"),
      createPaddedPdf(),
    );
    fs.mkdirSync(path.join(dataDir, "tmp", "kyc-upload-left"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "tmp", "kyc-upload-left", "received"), createPaddedPdf());

    server = await startServerProcess(env);
    staff = await signIn(server);

    // Nothing acknowledged is lost: every record and every file, byte for byte.
    const records = (await (
      await fetch(`${server.url}/api/kyc_account_details?limit=100`, { headers: { authorization: staff } })
    ).json()) as Array<{
      account_number: string;
    }>;
    const present = acknowledgedAccounts.filter((account) => records.some((record) => record.account_number === account));
    expect(present).toEqual(acknowledgedAccounts);
    for (const [url, digest] of acknowledgedUploads) {
      const response = await fetch(`${server.url}${url}`, { headers: { authorization: staff } });
      expect(response.status, url).toBe(200);
      const content = Buffer.from(await response.arrayBuffer());
      if (digest !== "slow") expect(sha256(content)).toBe(digest);
    }

    // No orphan: the temporary folders are empty, nothing went to the system temp folder, and
    // every stored file belongs to an upload the server knows of.
    const orphans = [
      ...listFiles(path.join(dataDir, "tmp")).map((file) => `tmp/${file}`),
      ...listFiles(path.join(dataDir, "uploads", ".tmp")).map((file) => `uploads/.tmp/${file}`),
      ...listFiles(systemTemp).map((file) => `system temp/${file}`),
    ];
    const stored = listFiles(path.join(dataDir, "uploads", KYC_FOLDER));
    for (const file of stored) {
      const response = await fetch(`${server.url}${formatKycDocumentUrl(`${KYC_FOLDER}/${file}`)}`, { headers: { authorization: staff } });
      await response.arrayBuffer();
      if (response.status !== 200) orphans.push(`uploads/${KYC_FOLDER}/${file} (no upload row)`);
    }
    expect(orphans).toEqual([]);

    // A customer whose answer was lost retries with the same key and gets one record.
    for (const customer of customers) {
      const retry = await fetch(`${server.url}/api/kyc_account_details`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: staff, "idempotency-key": customer.idempotencyKey },
        body: JSON.stringify(customer.body),
      });
      expect([200, 201]).toContain(retry.status);
    }
    const finalRecords = (await (
      await fetch(`${server.url}/api/kyc_account_details?limit=100`, { headers: { authorization: staff } })
    ).json()) as unknown[];
    expect(finalRecords).toHaveLength(CUSTOMERS);

    console.info(
      `SIGKILL: submissions ${acknowledgedSubmissions} acknowledged, ${present.length} present; uploads ${acknowledgedUploads.size} acknowledged, ` +
        `all present; slow uploads cut ${slowResults.filter((result) => result === "cut").length}/${SLOW_UPLOADS}; ` +
        `temporary files left by the kill ${leftBehind}; orphan files after restart ${orphans.length}`,
    );
  }, 240_000);
});
