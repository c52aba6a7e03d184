import { useRevalidator, useRouteLoaderData } from "react-router";
import { isErrorCode, type ErrorCode } from "#domain/error-codes.ts";
import type {
  ApplicationDecision,
  StaffApplication,
  StaffApplicationDetail,
  StaffApplicationPage,
} from "#domain/schemas/account-application.ts";
import type {
  AuditPage,
  ChangePasswordBody,
  CreateStaffAccountBody,
  KycQueuePage,
  KycSubmission,
  MediaAnswer,
  PublishExchangeRatesBody,
  SignInAnswer,
  StaffAccount,
  StaffMe,
  UpdateStaffAccountBody,
} from "#domain/schemas/staff.ts";

/** The id of the console layout route (app/routes.ts): its client loader answers who is signed in. */
export const STAFF_LAYOUT_ID = "staff";

/** A refused API call: screens word `code` (staff-error-text.ts), never the English `message`. */
export class StaffApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The field the server named (`body.password: …`), for errors shown beside a field. */
  readonly field: string | undefined;
  /** A 429's `Retry-After`, in seconds: how long the screen tells the person to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: ErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = "StaffApiError";
    this.status = status;
    this.code = code;
    this.field = /^body\.([\w.]+):/.exec(message)?.[1];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A same-origin call to the API with the session cookie; answers the JSON body, or throws StaffApiError. */
export async function callStaffApi<T>(path: string, options: { method?: string; body?: unknown; query?: Query } = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? "GET",
      credentials: "same-origin",
      cache: "no-store",
      headers:
        options.body === undefined || isForm
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      ...(options.body === undefined ? {} : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    });
  } catch {
    throw new StaffApiError(0, "unavailable", "The network is away");
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = body as { error?: unknown; code?: unknown } | undefined;
    const code = isErrorCode(error?.code) ? error.code : response.status >= 500 ? "internal" : "invalid_request";
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new StaffApiError(
      response.status,
      code,
      typeof error?.error === "string" ? error.error : response.statusText,
      Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return body as T;
}

/** Who is signed in, or null when no one is (signed out, expired or revoked). */
export async function getStaffMe(): Promise<StaffMe | null> {
  return (await callStaffApi<{ staff: StaffMe | null }>("/api/staff/session")).staff;
}

export const signInStaff = (username: string, password: string) =>
  callStaffApi<SignInAnswer>("/api/staff/session", { method: "POST", body: { username, password } });
export const signOutStaff = () => callStaffApi<void>("/api/staff/session", { method: "DELETE" });
export const changeOwnPassword = (body: ChangePasswordBody) => callStaffApi<void>("/api/staff/me/password", { method: "PUT", body });

export const listStaffAccounts = () => callStaffApi<StaffAccount[]>("/api/staff/accounts");
export const createStaffAccount = (body: CreateStaffAccountBody) =>
  callStaffApi<StaffAccount>("/api/staff/accounts", { method: "POST", body });
export const updateStaffAccount = (id: string, body: UpdateStaffAccountBody) =>
  callStaffApi<StaffAccount>(`/api/staff/accounts/${id}`, { method: "PATCH", body });
export const resetStaffPassword = (id: string, password: string) =>
  callStaffApi<void>(`/api/staff/accounts/${id}/password`, { method: "POST", body: { password } });

export const listAudit = (query: Query) => callStaffApi<AuditPage>("/api/staff/audit", { query });

export const listKycQueue = (query: Query) => callStaffApi<KycQueuePage>("/api/staff/kyc", { query });
export const getKycSubmission = (id: string) => callStaffApi<KycSubmission>(`/api/staff/kyc/${id}`);
export const processKycSubmission = (id: string) => callStaffApi<KycSubmission>(`/api/staff/kyc/${id}/process`, { method: "POST" });
export const returnKycSubmission = (id: string, reason: string) =>
  callStaffApi<KycSubmission>(`/api/staff/kyc/${id}/return`, { method: "POST", body: { reason } });

export const listApplications = (query: Query) => callStaffApi<StaffApplicationPage>("/api/staff/applications", { query });
export const getApplication = (id: string) => callStaffApi<StaffApplicationDetail>(`/api/staff/applications/${id}`);

const DECISION_PATHS: Record<ApplicationDecision, string> = { in_review: "review", approved: "approve", returned: "return" };

/** Starts the review, approves, or returns with the reason the applicant is sent. */
export function decideApplication(id: string, decision: ApplicationDecision, reason?: string): Promise<StaffApplication> {
  return callStaffApi<StaffApplication>(`/api/staff/applications/${id}/${DECISION_PATHS[decision]}`, {
    method: "POST",
    ...(decision === "returned" ? { body: { reason } } : {}),
  });
}

/** Uploads one image or PDF; answers the URL visitors fetch it at. */
export function uploadMedia(file: File): Promise<MediaAnswer> {
  const form = new FormData();
  form.append("file", file);
  return callStaffApi<MediaAnswer>("/api/staff/media", { method: "POST", body: form });
}

export const publishExchangeRates = (body: PublishExchangeRatesBody) =>
  callStaffApi<{ set_at: string; records: unknown[] }>("/api/staff/exchange-rates", { method: "POST", body });

/** Who is signed in (null when no one is), from the console layout, and a way to read it again. */
export function useStaffMe(): { me: StaffMe | null; refresh: () => Promise<void> } {
  const me = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffMe | null | undefined;
  const revalidator = useRevalidator();
  return { me: me ?? null, refresh: () => revalidator.revalidate() };
}
