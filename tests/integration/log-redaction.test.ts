import pino from "pino";
import { describe, expect, it } from "vitest";
import { REDACT_PATHS, maskPersonalData } from "#server/operations/logging.ts";
import { createApplicantDetails, completeApplication } from "#tests/support/account-applications.ts";
import { submitKycRecord } from "#tests/support/kyc-submission.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { signInWithCookie } from "#tests/support/staff-session.ts";
import { STAFF, staffCredentials, useTestServer } from "#tests/support/test-server.ts";

const PHONE = "+265991234567";
const EMAIL = "chikondi.banda@example.mw";
const KYC_ACCOUNT_NUMBER = "4001234567";

describe("the server's log through the KYC, account-opening and staff sign-in journeys", () => {
  const lines: string[] = [];
  const server = useTestServer("pglite", {
    logger: undefined,
    logDestination: { write: (line: string) => lines.push(line) },
    env: { LOG_LEVEL: "debug" },
    signIn: false,
  });

  it("names each request's id and holds none of the secrets, codes, identity numbers or addresses used", async () => {
    const { app, database } = server;
    // KYC by phone: a code by SMS, the documents and the record.
    await submitKycRecord(app, database.dataDir, { username: PHONE, accountName: "Chikondi Banda", accountNumber: KYC_ACCOUNT_NUMBER });
    // Account opening by e-mail, with a national ID in the details.
    const session = await openKycSession(app, database.dataDir, EMAIL);
    const draft = await completeApplication(app, session);
    const submitted = await app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { ...session, "idempotency-key": "log-journey-submit-1" },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // Staff: the console's cookie sign-in, the API's token sign-in, and a wrong password.
    const consoleSession = await signInWithCookie(app, STAFF.username, STAFF.password);
    const login = await app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(app) });
    const token = login.json<{ token: string }>().token;
    const wrong = await app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { ...STAFF, password: "not the password at all" },
    });
    expect(wrong.statusCode).toBe(401);
    const traced = await app.inject({
      url: "/api/staff/applications",
      headers: { cookie: consoleSession.cookie, "x-request-id": "journey-trace-1" },
    });
    expect(traced.headers["x-request-id"]).toBe("journey-trace-1");
    await app.kyc.drainNotices();

    const log = lines.join("");
    // Debug logs every request, each line naming its id: the log is there to be searched.
    expect(log).toContain('"reqId":"journey-trace-1"');
    expect(lines.filter((line) => line.includes('"msg":"incoming request"')).length).toBeGreaterThan(20);

    const codes = [...readOutbox(database.dataDir, PHONE), ...readOutbox(database.dataDir, EMAIL)]
      .map((entry) => /\b(\d{6})\b/.exec(entry.text)?.[1])
      .filter((code): code is string => code !== undefined);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const nationalId = (await createApplicantDetails(app)).national_id;
    const secrets = [
      STAFF.password,
      "not the password at all",
      token,
      consoleSession.cookie.split("=")[1]!,
      session.token,
      ...codes,
      nationalId,
      nationalId.replace(/\s/g, "").toUpperCase(),
      KYC_ACCOUNT_NUMBER,
      PHONE,
      PHONE.slice(1),
      `0${PHONE.slice(4)}`,
      EMAIL,
    ];
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  });
});

describe("the log's redaction and masking", () => {
  function logOnce(details: object, message: string): Record<string, unknown> {
    const lines: string[] = [];
    const logger = pino(
      { redact: { paths: REDACT_PATHS, censor: "[redacted]" } },
      { write: (line: string) => lines.push(maskPersonalData(line)) },
    );
    logger.info(details, message);
    return JSON.parse(lines[0]!) as Record<string, unknown>;
  }

  it("removes passwords, tokens, cookies, authorization, codes and identity numbers at any of three depths", () => {
    const line = logOnce(
      {
        password: "kettle mango lakeshore",
        req: { headers: { authorization: "Bearer abc", cookie: "staff_session=abc", host: "localhost" } },
        res: { headers: { "set-cookie": "staff_session=abc" } },
        body: { code: "123456", username: "x" },
        application: { values: { national_id: "AB12CD34" } },
      },
      "signed in",
    );
    expect(line).toMatchObject({
      password: "[redacted]",
      req: { headers: { authorization: "[redacted]", cookie: "[redacted]", host: "localhost" } },
      res: { headers: { "set-cookie": "[redacted]" } },
      body: { code: "[redacted]", username: "x" },
      application: { values: { national_id: "[redacted]" } },
    });
  });

  it("masks phone numbers and e-mail addresses in fields, messages and errors", () => {
    const line = logOnce(
      { to: "+265991234567", local: "0881234567", email: "chisomo@fdh.co.mw" },
      "could not reach 265999876543 or tiwonge.phiri@example.mw",
    );
    expect(line).toMatchObject({
      to: "+26599****567",
      local: "088****567",
      email: "c***@fdh.co.mw",
      msg: "could not reach 26599****543 or t***@example.mw",
    });
  });
});
