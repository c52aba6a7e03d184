import { createElf, createPaddedPdf } from "./kyc-files.ts";
import { openKycSession } from "./onboarding.ts";
import { createRoleHeaders, UNKNOWN_ID, type Call, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

const FIELDS = { category: "card", product: "Visa debit card", description: "My card was charged twice for one purchase at Game." };

let keys = 0;
const nextKey = () => `walk-complaint-${(keys += 1)}-${Date.now().toString(36)}`;

/** A complaint's multipart body: the fields, then its files (each a part named `file`). */
export async function createComplaintForm(
  fields: Record<string, string>,
  files: Array<{ name: string; content: Buffer }> = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("file", new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request("http://localhost/api/complaints", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

/**
 * Complaints for the OpenAPI walk (ADR 059): the complainant's routes (a one-time-code session,
 * its own complaints only) and the staff's (complaints officers and admins).
 */
export function createComplaintWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);
  let sessions: Promise<{ customer: { authorization: string }; stranger: { authorization: string } }> | undefined;
  const getSessions = () =>
    (sessions ??= (async () => ({
      customer: { authorization: (await openKycSession(app, context.dataDir, "walk.complainant@example.mw")).authorization },
      stranger: { authorization: (await openKycSession(app, context.dataDir, "walk.other@example.mw")).authorization },
    }))());

  const post = async (fields: Record<string, string>, files: Array<{ name: string; content: Buffer }> = [], key = nextKey()) => {
    const form = await createComplaintForm(fields, files);
    return { method: "POST" as const, url: "/api/complaints", payload: form.payload, headers: { ...form.headers, "idempotency-key": key } };
  };
  /** A complaint made by a customer of its own (5 a day each): its reference, its id (from the staff list) and the session. */
  let customers = 0;
  const makeComplaint = async (): Promise<{ reference: string; id: string; customer: { authorization: string } }> => {
    customers += 1;
    const customer = { authorization: (await openKycSession(app, context.dataDir, `walk.customer.${customers}@example.mw`)).authorization };
    const call = await post(FIELDS, [{ name: "bill.pdf", content: createPaddedPdf() }]);
    const made = await app.inject({ ...call, headers: { ...call.headers, ...customer } });
    const reference = made.json<{ reference: string }>().reference;
    const list = await app.inject({ url: "/api/staff/complaints?limit=100&category=card", headers: admin });
    const id = list.json<{ items: Array<{ id: string; reference: string }> }>().items.find((item) => item.reference === reference)!.id;
    return { reference, id, customer };
  };
  const refuseStaff = async (call: Omit<Call, "status">): Promise<Call[]> => [
    { ...call, status: 401 },
    { ...call, headers: await as("kyc_officer"), status: 403 },
  ];

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "post /api/complaints": {
        const { customer } = await getSessions();
        const valid = await post(FIELDS, [{ name: "bill.pdf", content: createPaddedPdf() }]);
        const by = (call: Awaited<ReturnType<typeof post>>, extra: Record<string, string>) => ({
          ...call,
          headers: { ...call.headers, ...extra },
        });
        return {
          valid: [{ ...by(valid, customer), status: 201 }],
          invalid: [
            { ...by(await post({ ...FIELDS, category: "weather" }), customer), status: 400 },
            { ...by(await post(FIELDS, [{ name: "x.pdf", content: createElf() }]), customer), status: 400 },
            { ...by({ ...valid, headers: { ...valid.headers, "idempotency-key": "short" } }, customer), status: 400 },
            { ...valid, status: 401 },
            { ...by(valid, admin), status: 403 },
          ],
        };
      }
      case "get /api/complaints/{reference}": {
        const { stranger } = await getSessions();
        const { reference, customer } = await makeComplaint();
        const url = `/api/complaints/${reference}`;
        return {
          valid: [{ url, headers: customer, status: 200 }],
          invalid: [
            { url, headers: stranger, status: 404 },
            { url: "/api/complaints/CMP-0000", headers: customer, status: 400 },
            { url, status: 401 },
            { url, headers: admin, status: 403 },
          ],
        };
      }
      case "get /api/staff/complaints":
        return {
          valid: [{ url: `${path}?overdue=true&status=received`, headers: await as("complaints_officer"), status: 200 }],
          invalid: [{ url: `${path}?status=lost`, headers: admin, status: 400 }, ...(await refuseStaff({ url: path }))],
        };
      case "get /api/staff/complaints/export.csv":
      case "get /api/staff/complaints/open-count":
        return {
          valid: [{ url: path, headers: await as("complaints_officer"), status: 200 }],
          invalid: await refuseStaff({ url: path }),
        };
      case "get /api/staff/complaints/{id}": {
        const { id } = await makeComplaint();
        const url = `/api/staff/complaints/${id}`;
        return {
          valid: [{ url, headers: await as("complaints_officer"), status: 200 }],
          invalid: [
            { url: `/api/staff/complaints/${UNKNOWN_ID}`, headers: admin, status: 404 },
            { url: "/api/staff/complaints/42", headers: admin, status: 400 },
            ...(await refuseStaff({ url })),
          ],
        };
      }
      case "get /api/staff/complaints/{id}/attachments/{position}": {
        const { id } = await makeComplaint();
        const url = `/api/staff/complaints/${id}/attachments/1`;
        return {
          valid: [{ url: `${url}?download=1`, headers: await as("complaints_officer"), status: 200 }],
          invalid: [
            { url: `/api/staff/complaints/${id}/attachments/2`, headers: admin, status: 404 },
            { url: `/api/staff/complaints/${id}/attachments/4`, headers: admin, status: 400 },
            ...(await refuseStaff({ url })),
          ],
        };
      }
      case "post /api/staff/complaints/{id}/assign":
      case "post /api/staff/complaints/{id}/reply":
      case "post /api/staff/complaints/{id}/escalate":
      case "post /api/staff/complaints/{id}/close": {
        const action = path.slice(path.lastIndexOf("/") + 1);
        const officer = await as("complaints_officer");
        const { id } = await makeComplaint();
        const closed = await makeComplaint();
        await app.inject({ method: "POST", url: `/api/staff/complaints/${closed.id}/close`, headers: admin });
        const payloads: Record<string, object | undefined> = {
          assign: { assignee: "staff.tester" },
          reply: { message: "We have refunded the second charge to your card." },
          escalate: { to: "registrar", note: "Referred by the customer to the Registrar." },
          close: undefined,
        };
        const payload = payloads[action];
        const call = { method: "POST" as const, url: `/api/staff/complaints/${id}/${action}`, ...(payload ? { payload } : {}) };
        return {
          valid: [{ ...call, headers: officer, status: 200 }],
          invalid: [
            ...(action === "escalate"
              ? []
              : [{ ...call, url: `/api/staff/complaints/${closed.id}/${action}`, headers: admin, status: 409 }]),
            ...(payload ? [{ ...call, payload: {}, headers: officer, status: 400 }] : []),
            { ...call, url: `/api/staff/complaints/${UNKNOWN_ID}/${action}`, headers: admin, status: 404 },
            ...(await refuseStaff(call)),
          ],
        };
      }
      default:
        return undefined;
    }
  };
}
