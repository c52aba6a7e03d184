import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { getSignInTarget, getStaffNavigation } from "#domain/staff-identity/staff-navigation.ts";
import { STAFF_ROLE_LABELS } from "#domain/permissions.ts";
import { signInStaff, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { signInMessages } from "#app/features/staff/sign-in-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import type { Route } from "./+types/sign-in.ts";
import { RequestError } from "#app/http/request-error.ts";
import { CodeStep } from "#app/features/staff/second-factor/code-step.tsx";
import { getPasskeyPromptText, signInWithPasskey, signInWithPasswordAndPasskey } from "#app/features/staff/passkey/passkey-api.client.ts";
import type { SignInAnswer } from "#domain/staff-identity/schemas/staff.ts";
import { getServices } from "#app/services.server.ts";
import { DirectorySignIn, isDirectoryRefusal } from "#app/features/staff/session/directory-sign-in.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

/** Whether the bank's directory signs staff in here (ADR 066), and what the button calls it. */
export function loader({ context }: Route.LoaderArgs) {
  return { directoryLabel: getServices(context).staffDirectory?.label ?? null };
}

function SignInForm({ directoryLabel }: { directoryLabel: string | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<RequestError>();
  // Why the browser's passkey prompt ended without an answer (closed, timed out, unsupported).
  const [promptText, setPromptText] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The password was right and the account has a second factor: its code or a passkey comes next (ADR 052, 053).
  const [credentials, setCredentials] = useState<{ username: string; password: string }>();
  const [recoveryCodesLeft, setRecoveryCodesLeft] = useState<number>();
  const target = getSignInTarget(searchParams.get("next"));
  const directoryError = searchParams.get("directory_error");
  const m = useScreenMessages(signInMessages);
  // Worded from the code, never the server's English (ADR 040): the wait is in the visitor's language.
  const errorText =
    promptText ??
    (error === undefined
      ? undefined
      : error.code === "sign_in_delayed"
        ? m.signInDelayed(error.retryAfterSeconds ?? 1)
        : getStaffErrorText(error.code));

  /** Runs one sign-in attempt; `onSecondFactor` is what a right password on an enrolled account leads to. */
  const attempt = async (signIn: () => Promise<SignInAnswer>, onSecondFactor?: () => void) => {
    setBusy(true);
    setError(undefined);
    setPromptText(undefined);
    try {
      const answer = await signIn();
      if (answer.recovery_codes_left === undefined) {
        await navigate(target, { replace: true });
        return;
      }
      setRecoveryCodesLeft(answer.recovery_codes_left);
    } catch (caught) {
      const prompt = getPasskeyPromptText(caught);
      const refusal = caught instanceof RequestError ? caught : new RequestError(0, "internal", { message: String(caught) });
      if (prompt) setPromptText(prompt);
      else if (refusal.code === "second_factor_required" && onSecondFactor) onSecondFactor();
      else setError(refusal);
    }
    setBusy(false);
  };

  const signIn = (username: string, password: string, code?: string) =>
    attempt(
      () => signInStaff(username, password, code),
      () => setCredentials({ username, password }),
    );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn(String(form.get("username") ?? ""), String(form.get("password") ?? ""));
  };

  if (recoveryCodesLeft !== undefined) {
    return (
      <section className="staff-card staff-sign-in" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading">Signed in with a recovery code</h1>
        <p role="status">
          That code is used up. You have <strong>{recoveryCodesLeft}</strong> recovery {recoveryCodesLeft === 1 ? "code" : "codes"} left.
          {recoveryCodesLeft <= 3 ? " Ask an administrator to reset your second factor, then set up your app again for new codes." : ""}
        </p>
        <button type="button" className="staff-button" onClick={() => void navigate(target, { replace: true })}>
          Continue to the console
        </button>
      </section>
    );
  }

  if (credentials) {
    return (
      <section className="staff-card staff-sign-in" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading">Enter your code</h1>
        <CodeStep
          username={credentials.username}
          busy={busy}
          errorText={errorText}
          onSubmit={(code) => void signIn(credentials.username, credentials.password, code)}
          onUsePasskey={() => void attempt(() => signInWithPasswordAndPasskey(credentials.username, credentials.password))}
          onBack={() => {
            setCredentials(undefined);
            setError(undefined);
            setPromptText(undefined);
          }}
        />
      </section>
    );
  }

  return (
    <section className="staff-card staff-sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">Sign in</h1>
      <p>For the group's staff. Your session ends after 30 minutes without activity.</p>
      {directoryLabel ? (
        <DirectorySignIn label={directoryLabel} next={target} refusal={isDirectoryRefusal(directoryError) ? directoryError : undefined} />
      ) : null}
      <form onSubmit={submit} noValidate>
        <div className="staff-field">
          <label htmlFor="sign-in-username">Username</label>
          <input id="sign-in-username" name="username" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </div>
        <div className="staff-field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <div role="alert" className="staff-alert-region">
          {errorText ? <p className="staff-error">{errorText}</p> : null}
        </div>
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <div className="staff-sign-in-alternative">
        <p className="staff-hint">Or, if you added a passkey that signs you in without your password:</p>
        <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => void attempt(signInWithPasskey)}>
          Sign in with a passkey
        </button>
      </div>
    </section>
  );
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { me } = useStaffMe();
  if (!me) return <SignInForm directoryLabel={loaderData.directoryLabel} />;
  const screens = getStaffNavigation(me.role).filter((item) => item.href !== "/staff");
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Welcome, {me.display_name ?? me.username}</h1>
      <p>Your role: {STAFF_ROLE_LABELS[me.role]}. Everything you change is recorded in the audit log with your name.</p>
      <ul className="staff-tiles">
        {screens.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="staff-tile">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
