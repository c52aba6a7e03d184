import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RequestErrorCode } from "#app/http/request-error.ts";
import { getStaffErrorText } from "./staff-error-text.ts";

/** What a console screen says after an action: one message at a time. */
export interface StaffNotice {
  kind: "success" | "error";
  text: string;
}

/**
 * The two live regions a screen announces its outcomes in. Both stay in the page, empty until
 * needed, so that a screen reader hears a message when it appears; `extraErrors` joins the alert.
 */
export function NoticeRegions({ notice, extraErrors }: { notice: StaffNotice | undefined; extraErrors?: ReactNode }) {
  return (
    <>
      <div role="status" className="staff-alert-region">
        {notice?.kind === "success" ? <p className="staff-success">{notice.text}</p> : null}
      </div>
      <div role="alert" className="staff-alert-region">
        {notice?.kind === "error" ? <p className="staff-error">{notice.text}</p> : null}
        {extraErrors}
      </div>
    </>
  );
}

/** A record's screen when the record could not be loaded: what went wrong, and the way back. */
export function LoadFailure({
  title,
  error,
  backTo,
  backLabel,
}: {
  title: string;
  error: RequestErrorCode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="staff-error" role="alert">
        {getStaffErrorText(error)}
      </p>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </>
  );
}
