import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { freshAddress, openKycSession, readLatestCode, readOutbox } from "#tests/support/onboarding.ts";
import { buildTestApp, createTestDatabase, DRIVERS, type TestDatabase, useTestServer } from "#tests/support/test-server.ts";

describe.each(DRIVERS)("one-time codes on %s", (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = { offsetMs: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // The per-address daily cap lowered to 20 so a test reaches it within the code route's 30 checks
    // a minute; the spacing between codes at its default, which the test server otherwise turns off.
    app = await buildTestApp(database, {
      onboarding: { now: () => new Date(Date.now() + clock.offsetMs), otpLimits: { wrongTriesPerAddress: 20, resendSpacingMs: 60_000 } },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const send = (username: string, remoteAddress = freshAddress(), extra: Record<string, unknown> = {}) =>
    app.inject({ method: "POST", url: "/onboarding/verify-username", payload: { username, ...extra }, remoteAddress });
  const verify = (username: string, code: string, remoteAddress = freshAddress()) =>
    app.inject({ method: "POST", url: "/onboarding/verify-code", payload: { username, code }, remoteAddress });

  it("sends a 6-digit code by SMS to a Malawian number, normalised to +265, and verifies it once", async () => {
    const sent = await send("0991 234 501");
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = readOutbox(database.dataDir, "+265991234501");
    expect(sms).toMatchObject({ channel: "sms", lang: "en" });
    const code = readLatestCode(database.dataDir, "+265991234501");
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify("+265 991 234 501", code);
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json<{ token: string }>().token;
    expect(token.length).toBeGreaterThan(30);
    const cookie = String(verified.headers["set-cookie"]);
    expect(cookie).toMatch(/^kyc_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);

    // Single use.
    const again = await verify("0991234501", code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: "Unauthorized, get a new OTP", code: "code_expired" });
  });

  it("believes no X-Forwarded-Proto when no proxy is trusted: the cookie is not marked Secure", async () => {
    await send("sec.user@example.mw");
    const untrusted = await app.inject({
      method: "POST",
      url: "/onboarding/verify-code",
      payload: { username: "sec.user@example.mw", code: readLatestCode(database.dataDir, "sec.user@example.mw") },
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: freshAddress(),
    });
    expect(untrusted.statusCode).toBe(200);
    expect(String(untrusted.headers["set-cookie"])).not.toMatch(/Secure/);
  });

  it("e-mails the code to an address, in Chichewa when asked", async () => {
    const sent = await send("Chisomo.Banda@Example.MW", undefined, { lang: "ny" });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = readOutbox(database.dataDir, "chisomo.banda@example.mw");
    expect(mail).toMatchObject({ channel: "email", lang: "ny" });
    expect(mail!.text).toMatch(/Khodi yanu/);
  });

  it("refuses a username that is neither a Malawian mobile number nor an e-mail address", async () => {
    for (const username of ["hello", "+44 7700 900123", "01 750 100", "a@b", "0991<script>"]) {
      const response = await send(username);
      expect(response.statusCode, username).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/Malawian mobile number/);
    }
  });

  it("answers a wrong code with the spec's message and the tries left, nothing else", async () => {
    await send("0881234502");
    const code = readLatestCode(database.dataDir, "+265881234502");
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await verify("0881234502", wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "You have entered an invalid verification code", code: "wrong_code", tries_left: 4 });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect((await verify("0881234502", code)).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    await send("0991234503");
    const code = readLatestCode(database.dataDir, "+265991234503");
    clock.offsetMs = 11 * 60 * 1000;
    try {
      const response = await verify("0991234503", code);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Unauthorized, get a new OTP", code: "code_expired" });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("spends a code after 5 wrong tries, even the right code then fails with 429", async () => {
    await send("0991234504");
    const code = readLatestCode(database.dataDir, "+265991234504");
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await verify("0991234504", wrong)).statusCode).toBe(400);
    const blocked = await verify("0991234504", code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ error: string }>().error).toMatch(/Too many wrong codes/);
    expect(blocked.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeGreaterThan(0);
  });

  it("counts the tries left down to the fewer of the code's and the address's for that number (ADR 060)", async () => {
    const address = freshAddress();
    await send("0991234520", address);
    const first = readLatestCode(database.dataDir, "+265991234520");
    const wrong = first === "123456" ? "654321" : "123456";
    const left: number[] = [];
    for (let i = 0; i < 3; i++) left.push((await verify("0991234520", wrong, address)).json<{ tries_left: number }>().tries_left);
    expect(left).toEqual([4, 3, 2]);
    // A new code has 5 tries of its own, but this address has only 2 left for this number today.
    clock.offsetMs = 2 * 60 * 1000;
    try {
      expect((await send("0991234520", address)).statusCode).toBe(200);
      const second = readLatestCode(database.dataDir, "+265991234520");
      const wrongAgain = second === "123456" ? "654321" : "123456";
      expect((await verify("0991234520", wrongAgain, address)).json()).toMatchObject({ code: "wrong_code", tries_left: 1 });
      // From another address the owner's own count is the code's.
      expect((await verify("0991234520", wrongAgain)).json()).toMatchObject({ tries_left: 3 });
    } finally {
      clock.offsetMs = 0;
    }
  });

  /** Asks for a code from an address and enters `count` wrong ones from that address. */
  async function guessWrong(user: string, e164: string, address: string, count: number) {
    const sent = await send(user, address);
    if (sent.statusCode !== 200) return sent;
    const code = readLatestCode(database.dataDir, e164);
    const wrong = code === "123456" ? "654321" : "123456";
    let last = sent;
    for (let i = 0; i < count; i++) {
      last = await verify(user, wrong, address);
    }
    return last;
  }

  it("lets a stranger who guesses wrong block only their own address, never the owner for more than a few minutes", async () => {
    const user = "0991234505";
    const stranger = freshAddress();
    // Two codes, five wrong tries each: what once locked the owner out for a day.
    await guessWrong(user, "+265991234505", stranger, 5);
    clock.offsetMs = 1_000;
    await guessWrong(user, "+265991234505", stranger, 5);
    try {
      // The stranger's address is done with this number for the day...
      clock.offsetMs = 11 * 60 * 1000;
      const again = await send(user, stranger);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: "too_many_attempts" });
      expect(again.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeGreaterThan(60 * 60);
      // ...while the owner, ten minutes later, asks for a code and signs in.
      const owner = freshAddress();
      expect((await send(user, owner)).statusCode).toBe(200);
      const code = readLatestCode(database.dataDir, "+265991234505");
      const verified = await verify(user, code, owner);
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("makes the owner wait at most ten minutes when strangers guess from many addresses", async () => {
    const user = "0991234517";
    const owner = freshAddress();
    expect((await send(user, owner)).statusCode).toBe(200);
    const code = readLatestCode(database.dataDir, "+265991234517");
    const wrong = code === "123456" ? "654321" : "123456";
    // Ten wrong tries from ten addresses spend two codes and throttle the number.
    for (let i = 0; i < 5; i++) await verify(user, wrong);
    try {
      clock.offsetMs = 61_000;
      expect((await send(user, freshAddress())).statusCode).toBe(200);
      const second = readLatestCode(database.dataDir, "+265991234517");
      const secondWrong = second === "123456" ? "654321" : "123456";
      for (let i = 0; i < 5; i++) await verify(user, secondWrong);
      clock.offsetMs = 182_000;
      expect((await send(user, owner)).statusCode).toBe(200);
      const fresh = readLatestCode(database.dataDir, "+265991234517");
      const throttled = await verify(user, fresh, owner);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeLessThanOrEqual(10 * 60);
      // The window passes: the owner's code, still live, works.
      clock.offsetMs = 61_000 + 10 * 60 * 1000 + 1_000;
      const verified = await verify(user, fresh, owner);
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("caps one address's wrong codes across many numbers for the day", async () => {
    const address = freshAddress();
    try {
      // Twenty wrong tries over four numbers (five each, the per-code limit), codes asked for slowly
      // enough to pass the per-address send limit.
      for (let n = 0; n < 4; n++) {
        clock.offsetMs = n * 4 * 60 * 1000;
        const suffix = String(n).padStart(2, "0");
        await guessWrong(`09912346${suffix}`, `+2659912346${suffix}`, address, 5);
      }
      clock.offsetMs = 20 * 60 * 1000;
      const next = await send("0991234699", address);
      expect(next.statusCode).toBe(429);
      expect(next.json()).toMatchObject({ code: "too_many_attempts" });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("spaces one number's codes 60 s, then 120 s, answering 429 with Retry-After, and keeps each code sent valid", async () => {
    try {
      expect((await send("0991234506")).statusCode).toBe(200);
      const early = await send("0991234506");
      expect(early.statusCode).toBe(429);
      const body = early.json<{ error: string; code: string; retry_after_seconds: number }>();
      expect(body).toMatchObject({ code: "too_many_codes" });
      expect(body.error).toMatch(/Wait \d+ seconds/);
      expect(body.retry_after_seconds).toBeGreaterThan(55);
      expect(body.retry_after_seconds).toBeLessThanOrEqual(60);
      expect(early.headers["retry-after"]).toBe(String(body.retry_after_seconds));
      const first = readLatestCode(database.dataDir, "+265991234506");

      clock.offsetMs = 61_000;
      expect((await send("0991234506")).statusCode).toBe(200);
      clock.offsetMs = 62_000;
      const spaced = await send("0991234506");
      expect(spaced.statusCode).toBe(429);
      expect(spaced.json<{ retry_after_seconds: number }>().retry_after_seconds).toBe(119);
      clock.offsetMs = 181_000;
      expect((await send("0991234506")).statusCode).toBe(200);
      expect(readOutbox(database.dataDir, "+265991234506")).toHaveLength(3);

      // The first code still works: later sends did not void it. Then none of them does.
      expect((await verify("0991234506", first)).statusCode).toBe(200);
      expect((await verify("0991234506", readLatestCode(database.dataDir, "+265991234506"))).statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("lets no stranger void the owner's code: codes asked for and spent from another address leave it working", async () => {
    const user = "0991234518";
    const owner = freshAddress();
    const stranger = freshAddress();
    try {
      expect((await send(user, owner)).statusCode).toBe(200);
      const ownersCode = readLatestCode(database.dataDir, "+265991234518");
      // The stranger asks for codes as often as the spacing lets them and spends each with wrong guesses.
      for (const [at, expected] of [
        [1_000, 429],
        [61_000, 200],
        [181_000, 200],
      ] as const) {
        clock.offsetMs = at;
        const asked = await send(user, stranger);
        expect(asked.statusCode).toBe(expected);
        if (expected === 429) expect(asked.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeLessThanOrEqual(120);
      }
      const strangersCode = readLatestCode(database.dataDir, "+265991234518");
      const wrong = [ownersCode, strangersCode].includes("123456")
        ? (["654321", "111111"].find((c) => c !== ownersCode && c !== strangersCode) ?? "222222")
        : "123456";
      for (let i = 0; i < 5; i++) {
        const guessed = await verify(user, wrong, stranger);
        expect(guessed.statusCode).toBe(400);
      }
      // The stranger's address is done with this number for the day, and the owner is not held off.
      clock.offsetMs = 182_000;
      expect((await send(user, stranger)).statusCode).toBe(429);
      const verified = await verify(user, ownersCode, owner);
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("caps what codes cost: 5 a day from one address to one number, 10 a day to a number, then one an hour", async () => {
    const user = "0991234519";
    const first = freshAddress();
    try {
      // One address: five codes to the number, past its own ten-minute limit, then the day is spent for that pair.
      for (let n = 0; n < 5; n++) {
        clock.offsetMs = n * 601_000;
        expect((await send(user, first)).statusCode).toBe(200);
      }
      clock.offsetMs = 5 * 601_000;
      const pair = await send(user, first);
      expect(pair.statusCode).toBe(429);
      expect(pair.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeGreaterThan(20 * 60 * 60);
      // Other addresses: five more, and the number has had its ten.
      const last = 5 * 601_000 + 4 * 120_000;
      for (let n = 0; n < 5; n++) {
        clock.offsetMs = 5 * 601_000 + n * 120_000;
        expect((await send(user, freshAddress())).statusCode, `send ${6 + n}`).toBe(200);
      }
      clock.offsetMs = last + 120_000;
      const capped = await send(user, freshAddress());
      expect(capped.statusCode).toBe(429);
      expect(capped.json<{ retry_after_seconds: number }>().retry_after_seconds).toBe(60 * 60 - 120);
      expect(readOutbox(database.dataDir, "+265991234519")).toHaveLength(10);
      // An hour after the last, one more.
      clock.offsetMs = last + 60 * 60 * 1000;
      expect((await send(user, freshAddress())).statusCode).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("caps one address at 30 codes a day across numbers", async () => {
    const address = freshAddress();
    try {
      for (let n = 0; n < 30; n++) {
        // Three per ten-minute window, the window's own limit.
        clock.offsetMs = Math.floor(n / 3) * 601_000;
        expect((await send(`0991235${String(n).padStart(3, "0")}`, address)).statusCode, `send ${n + 1}`).toBe(200);
      }
      clock.offsetMs = 10 * 601_000;
      const capped = await send("0991235999", address);
      expect(capped.statusCode).toBe(429);
      expect(capped.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeGreaterThan(20 * 60 * 60);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("limits sends to 3 per client address per 10 minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await send(`09912346${10 + i}`, address)).statusCode).toBe(200);
    const limited = await send("0991234620", address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(readOutbox(database.dataDir, "+265991234620")).toHaveLength(0);
  });

  it("gives a session usable as a bearer token and as the cookie", async () => {
    const { authorization, token } = await openKycSession(app, database.dataDir, "0991234507", "+265991234507");
    const byBearer = await app.inject({ method: "GET", url: "/api/kyc_account_details/username/0991234507", headers: { authorization } });
    expect(byBearer.statusCode).toBe(404);
    expect(byBearer.json<{ error: string }>().error).toBeTruthy();
    const byCookie = await app.inject({
      method: "GET",
      url: "/api/kyc_account_details/username/%2B265991234507",
      headers: { cookie: `kyc_session=${token}` },
    });
    expect(byCookie.statusCode).toBe(404);
    const none = await app.inject({ method: "GET", url: "/api/kyc_account_details/username/0991234507" });
    expect(none.statusCode).toBe(401);
    // The session expires after about 30 minutes.
    clock.offsetMs = 31 * 60 * 1000;
    try {
      const expired = await app.inject({ method: "GET", url: "/api/kyc_account_details/username/0991234507", headers: { authorization } });
      expect(expired.statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("describes the onboarding and KYC routes in the OpenAPI document", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json<{ paths: Record<string, unknown> }>();
    for (const route of [
      "/onboarding/verify-username",
      "/onboarding/verify-code",
      "/api/uploads",
      "/api/kyc_account_details/username/{username}",
    ]) {
      expect(Object.keys(document.paths)).toContain(route);
    }
  });

  it("holds the limits under parallel requests: 5 tries per code and one send per spacing", async () => {
    await send("0991234530");
    const code = readLatestCode(database.dataDir, "+265991234530");
    const wrong = code === "123456" ? "654321" : "123456";
    const guesses = await Promise.all(Array.from({ length: 10 }, () => verify("0991234530", wrong)));
    expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(5);
    expect(guesses.filter((response) => response.statusCode === 429)).toHaveLength(5);
    expect((await verify("0991234530", code)).statusCode).toBe(429);

    const sends = await Promise.all(Array.from({ length: 6 }, () => send("0991234531")));
    expect(sends.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(sends.filter((response) => response.statusCode === 429)).toHaveLength(5);
    expect(readOutbox(database.dataDir, "+265991234531")).toHaveLength(1);
  });
});

describe.each(DRIVERS)("one-time codes behind a trusted proxy on %s", (driver) => {
  const server = useTestServer(driver, { env: { TRUST_PROXY: "true" }, seed: false, signIn: false });

  it("marks the cookie Secure when the proxy says the visitor came over https", async () => {
    const sent = await server.app.inject({
      method: "POST",
      url: "/onboarding/verify-username",
      payload: { username: "sec.proxy@example.mw" },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const verified = await server.app.inject({
      method: "POST",
      url: "/onboarding/verify-code",
      payload: { username: "sec.proxy@example.mw", code: readLatestCode(server.database.dataDir, "sec.proxy@example.mw") },
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: freshAddress(),
    });
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(/Secure/);
  });
});
