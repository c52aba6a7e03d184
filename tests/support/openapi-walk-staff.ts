import sharp from "sharp";
import { MAX_UPLOAD_BYTES } from "#server/uploads/file-inspection.ts";
import { makeInput } from "./content-factories.ts";
import { createElf, createPaddedPdf, createUploadForm } from "./kyc-files.ts";
import { submitKycRecord } from "./kyc-submission.ts";
import { confirmationCode, readTotpKey } from "./staff-authenticator.ts";
import { loginWithToken } from "./staff-session.ts";
import {
  createMemberThroughApi,
  createRoleHeaders,
  MEMBER_PASSWORD,
  UNKNOWN_ID,
  type Walk,
  type WalkContext,
  type Walker,
} from "./openapi-walk.ts";

/**
 * The console's own operations for the OpenAPI walk: staff accounts (admins), media and the day's
 * exchange rates (editors), the KYC queue (KYC officers). Each walk makes what it needs and asks
 * once without credentials (401) and once with a role that may not (403).
 */
export function createStaffWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);
  let kycRecord: Promise<{ id: string; accountNumber: string }> | undefined;
  let accounts = 0;

  /** A KYC submission made as a visitor makes one, shared by the queue's walks. */
  const getKycRecord = () =>
    (kycRecord ??= submitKycRecord(app, context.dataDir, { username: "walk.queue@example.mw", accountName: "Walk Queue", lang: "ny" }));

  /** An account an admin just made, signed in with the admin's password: it may only change it (ADR 052). */
  const createPasswordChangingMember = async () => {
    accounts += 1;
    const username = `walk.first.${accounts}.${Date.now().toString(36)}`;
    await app.inject({
      method: "POST",
      url: "/api/staff/accounts",
      headers: admin,
      payload: { username, full_name: "Walk Member", email: `${username}@example.mw`, role: "editor", password: MEMBER_PASSWORD },
    });
    return { authorization: `Bearer ${await loginWithToken(app, username, MEMBER_PASSWORD)}` };
  };

  /** An account whose person chose a password and has no authenticator app yet: it may only enrol. */
  const createEnrollingMember = async () => {
    const headers = await createPasswordChangingMember();
    const me = (await app.inject({ url: "/api/staff/me", headers })).json<{ username: string }>();
    await app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers,
      payload: { current_password: MEMBER_PASSWORD, new_password: `${MEMBER_PASSWORD} anew` },
    });
    return { username: me.username, headers };
  };

  const mediaForm = (file: { name: string; content: Buffer; type: string }) => createUploadForm({}, file);

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "post /api/staff/accounts": {
        accounts += 1;
        const username = `walk.new.${accounts}.${Date.now().toString(36)}`;
        const body = { username, full_name: "Walk New", email: `${username}@example.mw`, role: "editor", password: MEMBER_PASSWORD };
        return {
          valid: [{ method: "POST", url: path, headers: admin, payload: body, status: 201 }],
          invalid: [
            { method: "POST", url: path, headers: admin, payload: body, status: 409 },
            { method: "POST", url: path, headers: admin, payload: { ...body, role: "root" }, status: 400 },
            { method: "POST", url: path, headers: admin, payload: { ...body, username: "x y" }, status: 400 },
            { method: "POST", url: path, headers: admin, payload: { ...body, email: "not an address" }, status: 400 },
            {
              method: "POST",
              url: path,
              headers: admin,
              payload: { ...body, username: `${body.username}.2`, password: "password" },
              status: 400,
            },
            { method: "POST", url: path, payload: body, status: 401 },
            { method: "POST", url: path, headers: await as("editor"), payload: body, status: 403 },
          ],
        };
      }
      case "patch /api/staff/accounts/{id}": {
        const member = await createMemberThroughApi(context, "editor");
        const me = (await app.inject({ url: "/api/staff/me", headers: admin })).json<{ id: string }>();
        const url = `/api/staff/accounts/${member.id}`;
        return {
          valid: [
            { method: "PATCH", url, headers: admin, payload: { role: "kyc_officer" }, status: 200 },
            { method: "PATCH", url, headers: admin, payload: { disabled: true }, status: 200 },
          ],
          invalid: [
            { method: "PATCH", url, headers: admin, payload: {}, status: 400 },
            { method: "PATCH", url, headers: admin, payload: { role: "root" }, status: 400 },
            { method: "PATCH", url: "/api/staff/accounts/42", headers: admin, payload: { disabled: true }, status: 400 },
            { method: "PATCH", url: `/api/staff/accounts/${UNKNOWN_ID}`, headers: admin, payload: { disabled: true }, status: 404 },
            // An admin cannot lock themselves out.
            { method: "PATCH", url: `/api/staff/accounts/${me.id}`, headers: admin, payload: { disabled: true }, status: 409 },
            { method: "PATCH", url, payload: { disabled: false }, status: 401 },
            // The disabled member's own session ended with the first call.
            { method: "PATCH", url, headers: member.headers, payload: { disabled: false }, status: 401 },
            { method: "PATCH", url, headers: await as("kyc_officer"), payload: { disabled: false }, status: 403 },
          ],
        };
      }
      case "post /api/staff/accounts/{id}/password": {
        const member = await createMemberThroughApi(context, "kyc_officer");
        const url = `/api/staff/accounts/${member.id}/password`;
        const payload = { password: "a brand new river of rooibos" };
        return {
          valid: [{ method: "POST", url, headers: admin, payload, status: 204 }],
          invalid: [
            { method: "POST", url, headers: admin, payload: { password: "short" }, status: 400 },
            { method: "POST", url, headers: admin, payload: {}, status: 400 },
            { method: "POST", url: `/api/staff/accounts/${UNKNOWN_ID}/password`, headers: admin, payload, status: 404 },
            { method: "POST", url, payload, status: 401 },
            { method: "POST", url, headers: await as("editor"), payload, status: 403 },
          ],
        };
      }
      case "post /api/staff/me/second-factor": {
        const enrolling = await createEnrollingMember();
        return {
          valid: [{ method: "POST", url: path, headers: enrolling.headers, status: 200 }],
          invalid: [
            { method: "POST", url: path, status: 401 },
            { method: "POST", url: path, headers: admin, status: 409 },
            { method: "POST", url: path, headers: await createPasswordChangingMember(), status: 403 },
          ],
        };
      }
      case "post /api/staff/me/second-factor/confirm": {
        const enrolling = await createEnrollingMember();
        const started = await app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers: enrolling.headers });
        const secret = readTotpKey(started.json<{ otpauth_uri: string }>().otpauth_uri);
        const other = await createEnrollingMember();
        await app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers: other.headers });
        return {
          valid: [
            {
              method: "POST",
              url: path,
              headers: enrolling.headers,
              payload: { code: confirmationCode(app, enrolling.username, secret) },
              status: 200,
            },
          ],
          invalid: [
            { method: "POST", url: path, headers: other.headers, payload: { code: "12" }, status: 400 },
            { method: "POST", url: path, headers: other.headers, payload: { code: "000000" }, status: 400 },
            { method: "POST", url: path, headers: admin, payload: { code: "000000" }, status: 409 },
            { method: "POST", url: path, payload: { code: "000000" }, status: 401 },
            { method: "POST", url: path, headers: await createPasswordChangingMember(), payload: { code: "000000" }, status: 403 },
          ],
        };
      }
      case "delete /api/staff/accounts/{id}/second-factor": {
        const member = await createMemberThroughApi(context, "editor");
        const url = `/api/staff/accounts/${member.id}/second-factor`;
        return {
          valid: [{ method: "DELETE", url, headers: admin, status: 204 }],
          invalid: [
            { method: "DELETE", url: "/api/staff/accounts/42/second-factor", headers: admin, status: 400 },
            { method: "DELETE", url: `/api/staff/accounts/${UNKNOWN_ID}/second-factor`, headers: admin, status: 404 },
            { method: "DELETE", url, status: 401 },
            { method: "DELETE", url, headers: await as("kyc_officer"), status: 403 },
          ],
        };
      }
      case "post /api/staff/media": {
        const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#0b3b7a" } })
          .png()
          .toBuffer();
        const image = await mediaForm({ name: "cover.png", content: png, type: "image/png" });
        const pdf = await mediaForm({ name: "tariffs.pdf", content: createPaddedPdf(), type: "application/pdf" });
        const program = await mediaForm({ name: "report.pdf", content: createElf(), type: "application/pdf" });
        const huge = await mediaForm({ name: "huge.pdf", content: createPaddedPdf(MAX_UPLOAD_BYTES + 4_096), type: "application/pdf" });
        const upload = (form: { payload: Buffer; headers: Record<string, string> }, headers: object) => ({
          method: "POST" as const,
          url: path,
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        });
        return {
          valid: [
            { ...upload(image, await as("editor")), status: 201 },
            { ...upload(pdf, admin), status: 201 },
          ],
          invalid: [
            { ...upload(program, admin), status: 400 },
            { ...upload(huge, admin), status: 413 },
            { method: "POST", url: path, headers: admin, payload: { file: "none" }, status: 400 },
            { method: "POST", url: path, headers: { ...admin, "content-type": "application/xml" }, payload: "<file/>", status: 415 },
            { ...upload(pdf, {}), status: 401 },
            { ...upload(pdf, await as("kyc_officer")), status: 403 },
          ],
        };
      }
      case "get /api/staff/media": {
        return {
          valid: [
            { url: path, headers: await as("kyc_officer"), status: 200 },
            { url: `${path}?q=cover&type=image&limit=5`, headers: admin, status: 200 },
          ],
          invalid: [
            { url: `${path}?type=video`, headers: admin, status: 400 },
            { url: `${path}?limit=0`, headers: admin, status: 400 },
            { url: path, status: 401 },
          ],
        };
      }
      case "patch /api/staff/media/{key}": {
        const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#0b3b7a" } })
          .png()
          .toBuffer();
        const form = await mediaForm({ name: "focal.png", content: png, type: "image/png" });
        const uploaded = await app.inject({
          method: "POST",
          url: "/api/staff/media",
          headers: { ...admin, ...form.headers },
          payload: form.payload,
        });
        const url = `/api/staff/media/${uploaded.json<{ url: string }>().url.slice("/media/".length)}`;
        const body = { alt: { en: "A cover", ny: "Chithunzi cha pamwamba" }, focal: { x: 30, y: 60 } };
        return {
          valid: [{ method: "PATCH", url, headers: await as("editor"), payload: body, status: 200 }],
          invalid: [
            { method: "PATCH", url, headers: admin, payload: { focal: { x: 101, y: 0 } }, status: 400 },
            { method: "PATCH", url: `/api/staff/media/${UNKNOWN_ID}.png`, headers: admin, payload: body, status: 404 },
            { method: "PATCH", url, payload: body, status: 401 },
            { method: "PATCH", url, headers: await as("kyc_officer"), payload: body, status: 403 },
          ],
        };
      }
      case "delete /api/staff/media/{key}": {
        const uploadPicture = async (name: string) => {
          const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#7a3b0b" } })
            .png()
            .toBuffer();
          const form = await mediaForm({ name, content: png, type: "image/png" });
          const uploaded = await app.inject({
            method: "POST",
            url: "/api/staff/media",
            headers: { ...admin, ...form.headers },
            payload: form.payload,
          });
          return uploaded.json<{ url: string }>().url;
        };
        const unused = `/api/staff/media/${(await uploadPicture("unused.png")).slice("/media/".length)}`;
        // A banner shows the other: the delete is refused with where it is used.
        const usedUrl = await uploadPicture("used.png");
        await app.inject({ method: "POST", url: "/api/banners", headers: admin, payload: { ...makeInput("banners"), image_url: usedUrl } });
        const used = `/api/staff/media/${usedUrl.slice("/media/".length)}`;
        return {
          valid: [{ method: "DELETE", url: unused, headers: await as("editor"), status: 204 }],
          invalid: [
            { method: "DELETE", url: used, headers: admin, status: 409 },
            { method: "DELETE", url: `/api/staff/media/${UNKNOWN_ID}.png`, headers: admin, status: 404 },
            { method: "DELETE", url: used, status: 401 },
            { method: "DELETE", url: used, headers: await as("kyc_officer"), status: 403 },
          ],
        };
      }
      case "post /api/staff/exchange-rates": {
        const body = {
          source: "moneyBureau",
          set_at: "2026-11-23T08:00:00.000Z",
          rates: [
            { currency_code: "USD", buying: 1720.5, selling: 1755 },
            { currency_code: "ZAR", buying: 92, selling: 97, currency_name: { en: "South African Rand", ny: "Randi ya ku South Africa" } },
          ],
        };
        return {
          valid: [{ method: "POST", url: path, headers: await as("editor"), payload: body, status: 201 }],
          invalid: [
            { method: "POST", url: path, headers: admin, payload: { ...body, rates: [] }, status: 400 },
            {
              method: "POST",
              url: path,
              headers: admin,
              payload: { ...body, rates: [{ currency_code: "QAR", buying: 11, selling: 12 }] },
              status: 400,
            },
            { method: "POST", url: path, payload: body, status: 401 },
            { method: "POST", url: path, headers: await as("kyc_officer"), payload: body, status: 403 },
            // Ten times the current rate: held back until confirmed (RATE_ALERT_PERCENT).
            {
              method: "POST",
              url: path,
              headers: admin,
              payload: { ...body, rates: [{ currency_code: "USD", buying: 17205, selling: 17550 }] },
              status: 409,
            },
          ],
        };
      }
      case "get /api/staff/content/rules":
        return {
          valid: [{ url: path, headers: await as("editor"), status: 200 }],
          invalid: [{ url: path, status: 401 }],
        };
      case "get /api/staff/exchange-rates/rules":
        return {
          valid: [{ url: path, headers: await as("editor"), status: 200 }],
          invalid: [
            { url: path, status: 401 },
            { url: path, headers: await as("kyc_officer"), status: 403 },
          ],
        };
      case "get /api/staff/kyc": {
        const record = await getKycRecord();
        const officer = await as("kyc_officer");
        return {
          valid: [
            { url: path, headers: officer, status: 200 },
            { url: `${path}?status=pending&q=${record.accountNumber}&limit=5`, headers: officer, status: 200 },
          ],
          invalid: [
            { url: `${path}?limit=0`, headers: officer, status: 400 },
            { url: `${path}?status=lost`, headers: officer, status: 400 },
            { url: path, status: 401 },
            { url: path, headers: await as("editor"), status: 403 },
          ],
        };
      }
      case "get /api/staff/kyc/pending-count": {
        await getKycRecord();
        return {
          valid: [{ url: path, headers: await as("kyc_officer"), status: 200 }],
          invalid: [
            { url: path, status: 401 },
            { url: path, headers: await as("editor"), status: 403 },
          ],
        };
      }
      case "get /api/staff/kyc/{id}": {
        const url = `/api/staff/kyc/${(await getKycRecord()).id}`;
        const officer = await as("kyc_officer");
        return {
          valid: [{ url, headers: officer, status: 200 }],
          invalid: [
            { url: "/api/staff/kyc/42", headers: officer, status: 400 },
            { url: `/api/staff/kyc/${UNKNOWN_ID}`, headers: officer, status: 404 },
            { url, status: 401 },
            { url, headers: await as("editor"), status: 403 },
          ],
        };
      }
      case "get /api/staff/kyc/{id}/documents/{index}": {
        const base = `/api/staff/kyc/${(await getKycRecord()).id}/documents`;
        const officer = await as("kyc_officer");
        return {
          valid: [
            { url: `${base}/0`, headers: officer, status: 200 },
            { url: `${base}/0?download=1`, headers: admin, status: 200 },
          ],
          invalid: [
            { url: `${base}/first`, headers: officer, status: 400 },
            { url: `${base}/0?download=yes`, headers: officer, status: 400 },
            { url: `${base}/40`, headers: officer, status: 404 },
            { url: `/api/staff/kyc/${UNKNOWN_ID}/documents/0`, headers: officer, status: 404 },
            { url: `${base}/0`, status: 401 },
            { url: `${base}/0`, headers: await as("editor"), status: 403 },
          ],
        };
      }
      case "post /api/staff/kyc/{id}/process": {
        const url = `/api/staff/kyc/${(await getKycRecord()).id}/process`;
        const officer = await as("kyc_officer");
        // A decision is final until reopened: the walk starts each decision from pending.
        await app.inject({ method: "POST", url: url.replace(/process$/, "reopen"), headers: officer });
        return {
          valid: [{ method: "POST", url, headers: officer, status: 200 }],
          invalid: [
            { method: "POST", url: "/api/staff/kyc/42/process", headers: officer, status: 400 },
            { method: "POST", url: `/api/staff/kyc/${UNKNOWN_ID}/process`, headers: officer, status: 404 },
            { method: "POST", url, status: 401 },
            { method: "POST", url, headers: await as("editor"), status: 403 },
          ],
        };
      }
      case "post /api/staff/kyc/{id}/return": {
        const url = `/api/staff/kyc/${(await getKycRecord()).id}/return`;
        const officer = await as("kyc_officer");
        const payload = { reason: "Chithunzi cha chiphaso sichikuwoneka bwino." };
        await app.inject({ method: "POST", url: url.replace(/return$/, "reopen"), headers: officer });
        return {
          valid: [{ method: "POST", url, headers: officer, payload, status: 200 }],
          invalid: [
            // Returned once: a second return would message the customer twice.
            { method: "POST", url, headers: officer, payload, status: 409 },
            { method: "POST", url, headers: officer, payload: { reason: "" }, status: 400 },
            { method: "POST", url: `/api/staff/kyc/${UNKNOWN_ID}/return`, headers: officer, payload, status: 404 },
            { method: "POST", url, payload, status: 401 },
            { method: "POST", url, headers: await as("editor"), payload, status: 403 },
          ],
        };
      }
      case "post /api/staff/kyc/{id}/reopen": {
        const url = `/api/staff/kyc/${(await getKycRecord()).id}/reopen`;
        const officer = await as("kyc_officer");
        await app.inject({ method: "POST", url: url.replace(/reopen$/, "process"), headers: officer });
        return {
          valid: [{ method: "POST", url, headers: officer, status: 200 }],
          invalid: [
            { method: "POST", url, headers: officer, status: 409 },
            { method: "POST", url: `/api/staff/kyc/${UNKNOWN_ID}/reopen`, headers: officer, status: 404 },
            { method: "POST", url, status: 401 },
            { method: "POST", url, headers: await as("editor"), status: 403 },
          ],
        };
      }
      default:
        return undefined;
    }
  };
}
