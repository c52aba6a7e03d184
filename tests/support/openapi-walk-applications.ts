import { MAX_UPLOAD_BYTES } from "#server/uploads/file-inspection.ts";
import {
  completeApplication,
  createApplicantDetails,
  createDocumentForm,
  startApplication,
  submitApplication,
} from "./account-applications.ts";
import { createElf, createPaddedPdf } from "./kyc-files.ts";
import { openKycSession } from "./onboarding.ts";
import { createRoleHeaders, UNKNOWN_ID, type Call, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/**
 * Account opening for the OpenAPI walk: the applicant's routes (a one-time-code session, its own
 * applications only) and the staff routes (admins and KYC officers). Each walk makes the drafts and
 * submissions it needs, so the walks do not depend on the document's order.
 */
export function createApplicationWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);
  let sessions: Promise<{ applicant: { authorization: string }; stranger: { authorization: string } }> | undefined;

  /** Two visitors: the applicant, and someone else whose session must not reach the applicant's applications. */
  const getSessions = () =>
    (sessions ??= (async () => ({
      applicant: { authorization: (await openKycSession(app, context.dataDir, "walk.applicant@example.mw")).authorization },
      stranger: { authorization: (await openKycSession(app, context.dataDir, "walk.stranger@example.mw")).authorization },
    }))());

  /** The call with a session's (or token's) authorization added to its headers. */
  const by = <T extends Omit<Call, "status">>(session: { authorization: string }, call: T): T => ({
    ...call,
    headers: { ...call.headers, ...session },
  });

  /** What every applicant route refuses (the call carries no authorization): no session, a forged one (401), a staff token (403). */
  const refuseOthers = (call: Omit<Call, "status">): Call[] => [
    { ...call, status: 401 },
    { ...by({ authorization: "Bearer forged-session-token" }, call), status: 401 },
    { ...by(admin, call), status: 403 },
  ];

  /** What every staff route refuses: no token (401), an editor (403). */
  const refuseStaff = async (call: Omit<Call, "status">): Promise<Call[]> => [
    { ...call, status: 401 },
    { ...call, headers: await as("editor"), status: 403 },
  ];

  /** A staff decision's walk: a fresh submission decided once (200), then refused as the state forbids. */
  const decisionWalk = async (decision: "review" | "approve" | "return"): Promise<Walk> => {
    const { applicant } = await getSessions();
    const submitted = await submitApplication(app, applicant);
    const officer = await as("kyc_officer");
    const url = `/api/staff/applications/${submitted.id}/${decision}`;
    const payload = decision === "return" ? { reason: "Chithunzi cha chiphaso sichikuwoneka bwino" } : undefined;
    const call = { method: "POST" as const, url, ...(payload ? { payload } : {}) };
    // Once approved or returned, nothing more is decided.
    const settled = await submitApplication(app, applicant);
    await app.inject({ method: "POST", url: `/api/staff/applications/${settled.id}/approve`, headers: officer });
    return {
      valid: [{ ...call, headers: officer, status: 200 }],
      invalid: [
        { ...call, url: `/api/staff/applications/${settled.id}/${decision}`, headers: admin, status: 409 },
        ...(decision === "return" ? [{ ...call, headers: officer, payload: { reason: "" }, status: 400 }] : []),
        { ...call, url: `/api/staff/applications/42/${decision}`, headers: officer, status: 400 },
        { ...call, url: `/api/staff/applications/${UNKNOWN_ID}/${decision}`, headers: officer, status: 404 },
        ...(await refuseStaff(call)),
      ],
    };
  };

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "post /api/account-applications": {
        const { applicant } = await getSessions();
        const call = { method: "POST" as const, url: path, payload: { option: "business_current", lang: "ny" } };
        return {
          valid: [{ ...call, headers: applicant, status: 201 }],
          invalid: [
            { ...call, headers: applicant, payload: { option: "gold_account", lang: "en" }, status: 400 },
            { ...call, headers: applicant, payload: { option: "personal_current", lang: "fr" }, status: 400 },
            ...refuseOthers(call),
          ],
        };
      }
      case "get /api/account-applications/session": {
        // ADR 060: none is an answer, not a refusal; every caller gets 200.
        const { applicant } = await getSessions();
        return {
          valid: [
            { url: path, headers: applicant, status: 200 },
            { url: path, status: 200 },
            { url: path, headers: admin, status: 200 },
          ],
          invalid: [],
        };
      }
      case "get /api/account-applications/{id}/holder": {
        const { applicant, stranger } = await getSessions();
        const url = `/api/account-applications/${(await startApplication(app, applicant)).id}/holder`;
        return {
          valid: [{ url, headers: stranger, status: 200 }],
          invalid: [
            { url: `/api/account-applications/${UNKNOWN_ID}/holder`, headers: stranger, status: 404 },
            { url: "/api/account-applications/42/holder", headers: stranger, status: 400 },
            ...refuseOthers({ url }),
          ],
        };
      }
      case "get /api/account-applications/{id}": {
        const { applicant, stranger } = await getSessions();
        const url = `/api/account-applications/${(await startApplication(app, applicant)).id}`;
        return {
          valid: [{ url, headers: applicant, status: 200 }],
          invalid: [
            { url, headers: stranger, status: 404 },
            { url: `/api/account-applications/${UNKNOWN_ID}`, headers: applicant, status: 404 },
            { url: "/api/account-applications/42", headers: applicant, status: 400 },
            ...refuseOthers({ url }),
          ],
        };
      }
      case "delete /api/account-applications/{id}": {
        const { applicant, stranger } = await getSessions();
        const url = `/api/account-applications/${(await startApplication(app, applicant)).id}`;
        return {
          valid: [{ method: "DELETE", url, headers: applicant, status: 204 }],
          invalid: [
            { method: "DELETE", url, headers: applicant, status: 404 },
            {
              method: "DELETE",
              url: `/api/account-applications/${(await startApplication(app, applicant)).id}`,
              headers: stranger,
              status: 404,
            },
            { method: "DELETE", url: "/api/account-applications/42", headers: applicant, status: 400 },
            ...refuseOthers({ method: "DELETE", url }),
          ],
        };
      }
      case "post /api/account-applications/{id}/documents": {
        const { applicant, stranger } = await getSessions();
        const draft = await startApplication(app, applicant);
        const submitted = await submitApplication(app, applicant);
        const url = `/api/account-applications/${draft.id}/documents`;
        const upload = async (purpose: string, content?: Buffer) => {
          const form = await createDocumentForm(purpose, content);
          return { method: "POST" as const, url, payload: form.payload, headers: form.headers };
        };
        const signature = await upload("signature");
        return {
          valid: [{ ...by(applicant, signature), status: 201 }],
          invalid: [
            { ...by(applicant, await upload("signature", createElf())), status: 400 },
            // A personal account asks for no business registration.
            { ...by(applicant, await upload("business_registration")), status: 400 },
            { ...by(applicant, await upload("passport")), status: 400 },
            { method: "POST", url, headers: applicant, payload: { purpose: "signature" }, status: 400 },
            { method: "POST", url, headers: { ...applicant, "content-type": "application/xml" }, payload: "<file/>", status: 415 },
            { ...by(applicant, await upload("signature", createPaddedPdf(MAX_UPLOAD_BYTES + 4_096))), status: 413 },
            { ...by(applicant, signature), url: `/api/account-applications/${submitted.id}/documents`, status: 409 },
            { ...by(applicant, signature), url: `/api/account-applications/${UNKNOWN_ID}/documents`, status: 404 },
            { ...by(stranger, signature), status: 404 },
            { ...by(applicant, signature), url: "/api/account-applications/42/documents", status: 400 },
            ...refuseOthers(signature),
          ],
        };
      }
      case "put /api/account-applications/{id}/details": {
        const { applicant, stranger } = await getSessions();
        const draft = await startApplication(app, applicant);
        const submitted = await submitApplication(app, applicant);
        const values = await createApplicantDetails(app);
        const url = `/api/account-applications/${draft.id}/details`;
        const call = { method: "PUT" as const, url, payload: { values } };
        const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
        return {
          valid: [
            { ...call, headers: applicant, status: 200 },
            // A half-filled draft is kept as typed; only the form's own checks run on it.
            { ...call, headers: applicant, payload: { option: "personal_current", values }, status: 200 },
          ],
          invalid: [
            {
              ...call,
              headers: applicant,
              payload: { values: { ...values, date_of_birth: seventeen, national_id: "12-34" } },
              status: 400,
            },
            { ...call, headers: applicant, payload: { values: { ...values, favourite_colour: "green" } }, status: 400 },
            { ...call, headers: applicant, payload: { option: "gold_account", values }, status: 400 },
            { ...call, url: `/api/account-applications/${submitted.id}/details`, headers: applicant, status: 409 },
            { ...call, url: `/api/account-applications/${UNKNOWN_ID}/details`, headers: applicant, status: 404 },
            { ...call, headers: stranger, status: 404 },
            ...refuseOthers(call),
          ],
        };
      }
      case "patch /api/account-applications/{id}/values": {
        const { applicant, stranger } = await getSessions();
        const draft = await startApplication(app, applicant);
        const submitted = await submitApplication(app, applicant);
        const url = `/api/account-applications/${draft.id}/values`;
        const call = { method: "PATCH" as const, url, payload: { values: { first_name: "Chikondi", date_of_birth: "199" } } };
        return {
          valid: [{ ...call, headers: applicant, status: 200 }],
          invalid: [
            { ...call, headers: applicant, payload: { values: {} }, status: 400 },
            { ...call, headers: applicant, payload: { values: { favourite_colour: "green" } }, status: 400 },
            { ...call, headers: applicant, payload: { values: { address: "x".repeat(301) } }, status: 400 },
            { ...call, url: `/api/account-applications/${submitted.id}/values`, headers: applicant, status: 409 },
            { ...call, url: `/api/account-applications/${UNKNOWN_ID}/values`, headers: applicant, status: 404 },
            { ...call, url: "/api/account-applications/42/values", headers: applicant, status: 400 },
            { ...call, headers: stranger, status: 404 },
            ...refuseOthers(call),
          ],
        };
      }
      case "post /api/account-applications/{id}/submit": {
        const { applicant, stranger } = await getSessions();
        const complete = await completeApplication(app, applicant);
        const incomplete = await startApplication(app, applicant);
        const key = { "idempotency-key": `walk-submit-${Date.now().toString(36)}` };
        const url = `/api/account-applications/${complete.id}/submit`;
        return {
          valid: [
            { method: "POST", url, headers: { ...applicant, ...key }, status: 201 },
            // The same key again: the same application, not a second one.
            { method: "POST", url, headers: { ...applicant, ...key }, status: 200 },
          ],
          invalid: [
            { method: "POST", url, headers: { ...applicant, "idempotency-key": "another-key-0001" }, status: 409 },
            { method: "POST", url, headers: applicant, status: 400 },
            { method: "POST", url, headers: { ...applicant, "idempotency-key": "short" }, status: 400 },
            { method: "POST", url: `/api/account-applications/${incomplete.id}/submit`, headers: { ...applicant, ...key }, status: 400 },
            { method: "POST", url: `/api/account-applications/${UNKNOWN_ID}/submit`, headers: { ...applicant, ...key }, status: 404 },
            { method: "POST", url, headers: { ...stranger, ...key }, status: 404 },
            ...refuseOthers({ method: "POST", url, headers: key }),
          ],
        };
      }
      case "post /api/account-applications/{id}/upgrade": {
        // An approved First Save tier-1 account is upgraded (ADR 072); anything else is not.
        const { applicant, stranger } = await getSessions();
        const officer = await as("kyc_officer");
        const tier1 = await submitApplication(app, applicant, "first_save_tier1");
        await app.inject({ method: "POST", url: `/api/staff/applications/${tier1.id}/approve`, headers: officer });
        const full = await submitApplication(app, applicant);
        await app.inject({ method: "POST", url: `/api/staff/applications/${full.id}/approve`, headers: officer });
        const url = `/api/account-applications/${tier1.id}/upgrade`;
        return {
          valid: [
            { method: "POST", url, headers: applicant, status: 201 },
            // Asked again while it is not decided: the same draft.
            { method: "POST", url, headers: applicant, status: 200 },
          ],
          invalid: [
            { method: "POST", url: `/api/account-applications/${full.id}/upgrade`, headers: applicant, status: 409 },
            { method: "POST", url: `/api/account-applications/${UNKNOWN_ID}/upgrade`, headers: applicant, status: 404 },
            { method: "POST", url: "/api/account-applications/42/upgrade", headers: applicant, status: 400 },
            { method: "POST", url, headers: stranger, status: 404 },
            ...refuseOthers({ method: "POST", url }),
          ],
        };
      }
      case "get /api/account-applications/status/{reference}": {
        const { applicant, stranger } = await getSessions();
        const reference = (await submitApplication(app, applicant)).reference!;
        const url = `/api/account-applications/status/${reference}`;
        return {
          valid: [
            { url, headers: applicant, status: 200 },
            { url: `/api/account-applications/status/${reference.toLowerCase()}`, headers: applicant, status: 200 },
          ],
          invalid: [
            { url, headers: stranger, status: 404 },
            { url: "/api/account-applications/status/AO-2222-2222", headers: applicant, status: 404 },
            { url: "/api/account-applications/status/not-a-reference", headers: applicant, status: 400 },
            ...refuseOthers({ url }),
          ],
        };
      }
      case "get /api/staff/applications": {
        const { applicant } = await getSessions();
        const reference = (await submitApplication(app, applicant)).reference!;
        const officer = await as("kyc_officer");
        return {
          valid: [
            { url: path, headers: officer, status: 200 },
            { url: `${path}?status=received&q=${reference}&limit=5`, headers: admin, status: 200 },
          ],
          invalid: [
            { url: `${path}?status=draft`, headers: officer, status: 400 },
            { url: `${path}?limit=0`, headers: officer, status: 400 },
            ...(await refuseStaff({ url: path })),
          ],
        };
      }
      case "get /api/staff/applications/{id}": {
        const { applicant } = await getSessions();
        const submitted = await submitApplication(app, applicant);
        const draft = await startApplication(app, applicant);
        const officer = await as("kyc_officer");
        const url = `/api/staff/applications/${submitted.id}`;
        return {
          valid: [{ url, headers: officer, status: 200 }],
          invalid: [
            // A draft is the applicant's alone until submitted.
            { url: `/api/staff/applications/${draft.id}`, headers: officer, status: 404 },
            { url: `/api/staff/applications/${UNKNOWN_ID}`, headers: officer, status: 404 },
            { url: "/api/staff/applications/42", headers: officer, status: 400 },
            ...(await refuseStaff({ url })),
          ],
        };
      }
      case "get /api/staff/applications/{id}/documents/{purpose}": {
        const { applicant } = await getSessions();
        const submitted = await submitApplication(app, applicant);
        const officer = await as("kyc_officer");
        const base = `/api/staff/applications/${submitted.id}/documents`;
        return {
          valid: [
            { url: `${base}/signature`, headers: officer, status: 200 },
            { url: `${base}/national_id_front?download=1`, headers: admin, status: 200 },
          ],
          invalid: [
            { url: `${base}/business_registration`, headers: officer, status: 404 },
            { url: `/api/staff/applications/${UNKNOWN_ID}/documents/signature`, headers: officer, status: 404 },
            { url: `${base}/passport`, headers: officer, status: 400 },
            { url: `${base}/signature?download=yes`, headers: officer, status: 400 },
            ...(await refuseStaff({ url: `${base}/signature` })),
          ],
        };
      }
      case "post /api/staff/applications/{id}/review":
        return decisionWalk("review");
      case "post /api/staff/applications/{id}/approve":
        return decisionWalk("approve");
      case "post /api/staff/applications/{id}/return":
        return decisionWalk("return");
      default:
        return undefined;
    }
  };
}
