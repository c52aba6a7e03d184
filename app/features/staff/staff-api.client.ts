import type { MediaItem, MediaPage, MediaUpdate } from "#domain/content/schemas/media-library.ts";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { requestJson, type RequestOptions } from "#app/http/request.client.ts";
import { isRequestError } from "#app/http/request-error.ts";
import { BACKGROUND_READ_HEADER } from "#domain/staff-identity/background-read.ts";
import { noteStaffActivity } from "./session/session-clock.ts";
import type {
  ApplicationDecision,
  StaffApplication,
  StaffApplicationDetail,
  StaffApplicationPage,
} from "#domain/account-opening/schemas/account-application.ts";
import type {
  AuditPage,
  ChangePasswordBody,
  CreateStaffAccountBody,
  SignInAnswer,
  StaffAccount,
  StaffMe,
  UpdateStaffAccountBody,
} from "#domain/staff-identity/schemas/staff.ts";
import type { EnrolmentConfirmAnswer, EnrolmentStartAnswer } from "#domain/staff-identity/schemas/second-factor.ts";
import type { EndedSessions, StaffSession, StaffSessionTimes } from "#domain/staff-identity/schemas/staff-sessions.ts";
import type { KycQueuePage, KycReview } from "#domain/kyc/schemas/kyc-review.ts";
import type { ComplaintEscalation, OpenComplaintCount, StaffComplaint, StaffComplaintPage } from "#domain/complaints/complaint.ts";
import type { MediaAnswer } from "#domain/content/schemas/image.ts";
import type { ContentRules } from "#domain/content/schemas/content-rules.ts";
import type { ExchangeRateRules, PublishExchangeRatesBody } from "#domain/content/schemas/exchange-rate.ts";
import type { ChangeStatus, PendingChange, PendingChangeCount } from "#domain/content/approvals.ts";

/** The id of the console layout route (app/routes.ts): its client loader answers who is signed in. */
export const STAFF_LAYOUT_ID = "staff";

type Query = NonNullable<RequestOptions["query"]>;

/**
 * Asks the person to sign in again (the console's sign-in dialog): true once they have, false when
 * they gave up.
 */
export type SignInAgain = () => Promise<boolean>;

let signInAgain: SignInAgain | undefined;
/** One dialog for every write that found the session ended at the same moment. */
let signingInAgain: Promise<boolean> | undefined;

/** The console layout offers its sign-in dialog here while it is shown; the answer takes it back. */
export function offerSignInAgain(handler: SignInAgain): () => void {
  signInAgain = handler;
  return () => {
    if (signInAgain === handler) signInAgain = undefined;
  };
}

/**
 * A call to the API with the session cookie, never answered from a cache: answers the JSON body, or
 * throws RequestError. A write refused because the session ended opens the sign-in dialog and is
 * sent again once the person has signed in, so the form they filled is never lost; it throws the
 * refusal only if they cancel.
 */
export async function callStaffApi<T>(
  path: string,
  options: Pick<RequestOptions, "method" | "body" | "query" | "ifMatch"> & { isBackground?: boolean } = {},
): Promise<T> {
  const { isBackground, ...rest } = options;
  try {
    const answer = await requestJson<T>(path, {
      ...rest,
      cache: "no-store",
      ...(isBackground ? { headers: { [BACKGROUND_READ_HEADER]: "1" } } : {}),
    });
    if (!isBackground) noteStaffActivity();
    return answer;
  } catch (error) {
    const isWrite = (options.method ?? "GET") !== "GET";
    // Signing in is the dialog's own call: its refusals are for the dialog to show.
    const isSignIn = path === "/api/staff/session";
    if (!isWrite || isSignIn || !signInAgain || !isRequestError(error, "unauthenticated")) throw error;
    signingInAgain ??= signInAgain().finally(() => (signingInAgain = undefined));
    if (!(await signingInAgain)) throw error;
    return callStaffApi<T>(path, options);
  }
}

/** Who is signed in, or null when no one is (signed out, expired or revoked). */
export async function getStaffMe(): Promise<StaffMe | null> {
  return (await callStaffApi<{ staff: StaffMe | null }>("/api/staff/session")).staff;
}

export const signInStaff = (username: string, password: string, code?: string) =>
  callStaffApi<SignInAnswer>("/api/staff/session", { method: "POST", body: { username, password, ...(code ? { code } : {}) } });
export const startEnrolment = () => callStaffApi<EnrolmentStartAnswer>("/api/staff/me/second-factor", { method: "POST" });
export const confirmEnrolment = (code: string) =>
  callStaffApi<EnrolmentConfirmAnswer>("/api/staff/me/second-factor/confirm", { method: "POST", body: { code } });
export const resetSecondFactor = (id: string) => callStaffApi<void>(`/api/staff/accounts/${id}/second-factor`, { method: "DELETE" });
export const signOutStaff = () => callStaffApi<void>("/api/staff/session", { method: "DELETE" });
/** Read past callStaffApi: asking how long is left is not activity, on the server or in the session clock. */
export const getSessionTimes = () => requestJson<StaffSessionTimes>("/api/staff/me/session", { cache: "no-store" });
export const extendSession = () => callStaffApi<StaffSessionTimes>("/api/staff/me/session/extend", { method: "POST" });
export const listMySessions = () => callStaffApi<StaffSession[]>("/api/staff/me/sessions");
export const endMySession = (id: string) => callStaffApi<void>(`/api/staff/me/sessions/${id}`, { method: "DELETE" });
export const endMyOtherSessions = () => callStaffApi<EndedSessions>("/api/staff/me/sessions", { method: "DELETE" });
export const listAccountSessions = (accountId: string) => callStaffApi<StaffSession[]>(`/api/staff/accounts/${accountId}/sessions`);
export const endAccountSession = (accountId: string, id: string) =>
  callStaffApi<void>(`/api/staff/accounts/${accountId}/sessions/${id}`, { method: "DELETE" });
export const endAccountSessions = (accountId: string) =>
  callStaffApi<EndedSessions>(`/api/staff/accounts/${accountId}/sessions`, { method: "DELETE" });
export const getStaffAccount = async (id: string) => (await listStaffAccounts()).find((account) => account.id === id) ?? null;
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
export const getKycSubmission = (id: string) => callStaffApi<KycReview>(`/api/staff/kyc/${id}`);
export const processKycSubmission = (id: string, notifyCustomer: boolean) =>
  callStaffApi<KycReview>(`/api/staff/kyc/${id}/process`, { method: "POST", body: { notify_customer: notifyCustomer } });
export const reopenKycSubmission = (id: string) => callStaffApi<KycReview>(`/api/staff/kyc/${id}/reopen`, { method: "POST" });
export const returnKycSubmission = (id: string, reason: string) =>
  callStaffApi<KycReview>(`/api/staff/kyc/${id}/return`, { method: "POST", body: { reason } });

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

export const listComplaints = (query: Query) => callStaffApi<StaffComplaintPage>("/api/staff/complaints", { query });
/** The badge's count, asked by the page itself: not the person's activity. */
export const countPendingKyc = () => callStaffApi<{ pending: number }>("/api/staff/kyc/pending-count", { isBackground: true });
export const countOpenComplaints = () => callStaffApi<OpenComplaintCount>("/api/staff/complaints/open-count", { isBackground: true });
/** A complaint as its screen shows it: with each attachment's address. */
export type StaffComplaintDetail = Omit<StaffComplaint, "attachments"> & {
  attachments: Array<{ file_name: string; size: number; url: string }>;
};
export const getComplaint = (id: string) => callStaffApi<StaffComplaintDetail>(`/api/staff/complaints/${id}`);
export const assignComplaint = (id: string, assignee: string) =>
  callStaffApi<StaffComplaint>(`/api/staff/complaints/${id}/assign`, { method: "POST", body: { assignee } });
export const replyToComplaint = (id: string, message: string) =>
  callStaffApi<StaffComplaint>(`/api/staff/complaints/${id}/reply`, { method: "POST", body: { message } });
export const escalateComplaint = (id: string, to: ComplaintEscalation, note: string) =>
  callStaffApi<StaffComplaint>(`/api/staff/complaints/${id}/escalate`, { method: "POST", body: { to, note } });
export const closeComplaint = (id: string) => callStaffApi<StaffComplaint>(`/api/staff/complaints/${id}/close`, { method: "POST" });
/** The regulator's return, downloaded by the browser with the session cookie. */
export const COMPLAINTS_EXPORT_URL = "/api/staff/complaints/export.csv";

/** Uploads one image or PDF; answers the URL visitors fetch it at. */
export function uploadMedia(file: File): Promise<MediaAnswer> {
  const form = new FormData();
  form.append("file", file);
  return callStaffApi<MediaAnswer>("/api/staff/media", { method: "POST", body: form });
}

/** The media library (ADR 076): newest first, `before` the key of the last file shown. */
export const listMedia = (query: Query) => callStaffApi<MediaPage>("/api/staff/media", { query });
export const updateMedia = (key: string, body: MediaUpdate) =>
  callStaffApi<MediaItem>(`/api/staff/media/${encodeURIComponent(key)}`, { method: "PATCH", body });
/** Deletes a file nothing uses; a 409 `media_in_use` carries `uses`, where it is still used (ADR 076). */
export const deleteMedia = (key: string) => callStaffApi<void>(`/api/staff/media/${encodeURIComponent(key)}`, { method: "DELETE" });

export const publishExchangeRates = (body: PublishExchangeRatesBody) =>
  callStaffApi<{ set_at: string; records: unknown[] } | PendingChange>("/api/staff/exchange-rates", { method: "POST", body });

/** Changes waiting for (or past) a second editor's approval, newest first (ADR 062). */
export const listChanges = (status: ChangeStatus) => callStaffApi<PendingChange[]>("/api/staff/changes", { query: { status } });
/** A page of decided changes, latest decision first; `before` is the last shown one's `decided_at`. */
export const listDecidedChanges = (before?: string) =>
  callStaffApi<PendingChange[]>("/api/staff/changes", { query: { status: "decided", limit: DECIDED_PAGE, before } });
export const DECIDED_PAGE = 50;
/** How many changes another editor made wait for my decision: the menu's badge. */
export const countPendingChanges = () => callStaffApi<PendingChangeCount>("/api/staff/changes/pending-count", { isBackground: true });
export const approveChange = (id: string) => callStaffApi<PendingChange>(`/api/staff/changes/${id}/approve`, { method: "POST" });
export const rejectChange = (id: string, reason: string) =>
  callStaffApi<PendingChange>(`/api/staff/changes/${id}/reject`, { method: "POST", body: { reason } });
export const getExchangeRateRules = () => callStaffApi<ExchangeRateRules>("/api/staff/exchange-rates/rules");
/** The operator's publishing settings the console words its dialogs by (`BIN_RETENTION_DAYS`). */
export const getContentRules = () => callStaffApi<ContentRules>("/api/staff/content/rules");

/** Who is signed in (null when no one is), from the console layout, and a way to read it again. */
export function useStaffMe(): { me: StaffMe | null; refresh: () => Promise<void> } {
  const me = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffMe | null | undefined;
  const revalidator = useRevalidator();
  return { me: me ?? null, refresh: () => revalidator.revalidate() };
}
