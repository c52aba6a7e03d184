import { useState } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#domain/staff-identity/schemas/staff.ts";
import { changeOwnPassword, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import type { Route } from "./+types/password.ts";
import { RequestError } from "#app/http/request-error.ts";
import { StaffField } from "#app/features/staff/staff-field.tsx";

export const meta: Route.MetaFunction = () => staffMeta("My password");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

type Outcome = { kind: "done" } | { kind: "error"; text: string; field?: "current_password" | "new_password" };

export default function PasswordScreen() {
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  // A password an admin set is replaced before anything else (ADR 052); then the console goes on.
  const isRequired = useStaffMe().me?.required_step === "change_password";

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get("new_password") ?? "");
    if (newPassword !== String(form.get("confirm_password") ?? "")) {
      setOutcome({ kind: "error", text: "The two new passwords are not the same.", field: "new_password" });
      return;
    }
    setBusy(true);
    try {
      await changeOwnPassword({ current_password: String(form.get("current_password") ?? ""), new_password: newPassword });
      formElement.reset();
      if (isRequired) {
        await navigate("/staff", { replace: true });
        return;
      }
      setOutcome({ kind: "done" });
    } catch (caught) {
      const code = caught instanceof RequestError ? caught.code : "internal";
      setOutcome({
        kind: "error",
        text: code === "wrong_credentials" ? "Your current password is not right." : getStaffErrorText(code),
        ...(code === "wrong_credentials"
          ? { field: "current_password" as const }
          : code === "weak_password"
            ? { field: "new_password" as const }
            : {}),
      });
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: "current_password" | "new_password") =>
    outcome?.kind === "error" && outcome.field === field ? outcome.text : undefined;

  return (
    <section className="staff-card staff-narrow" aria-labelledby="password-heading">
      <h1 id="password-heading">{isRequired ? "Choose your own password" : "My password"}</h1>
      {isRequired ? <p>An administrator set your password. Choose one that only you know before you go on.</p> : null}
      <p className="staff-hint">
        Use at least {PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess. Your other sessions end
        when you change it.
      </p>
      <div role="status" className="staff-alert-region">
        {outcome?.kind === "done" ? <p className="staff-success">Your password was changed.</p> : null}
      </div>
      <div role="alert" className="staff-alert-region">
        {outcome?.kind === "error" && !outcome.field ? <p className="staff-error">{outcome.text}</p> : null}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <StaffField
          type="password"
          id="current_password"
          label="Current password"
          autoComplete="current-password"
          error={errorFor("current_password")}
        />
        <StaffField type="password" id="new_password" label="New password" autoComplete="new-password" error={errorFor("new_password")} />
        <StaffField type="password" id="confirm_password" label="New password again" autoComplete="new-password" />
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? "Saving…" : isRequired ? "Save and continue" : "Change password"}
        </button>
      </form>
    </section>
  );
}
