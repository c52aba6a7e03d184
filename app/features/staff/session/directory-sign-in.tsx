import type { DirectoryRefusal } from "#domain/staff-identity/directory-roles.ts";

/** Why the directory's sign-in opened no session, in the console's words (ADR 066). */
const REFUSALS: Record<DirectoryRefusal, string> = {
  no_role:
    "Your directory account is in none of the groups that give a role in this console, so it cannot open it. Ask the web team's administrator to add you to the right group, then sign in again.",
  no_second_factor:
    "The directory signed you in with a password alone. The console needs a second factor: sign in to the directory again with your authenticator or security key.",
  disabled: "Your console account is disabled. Ask an administrator if you need it again.",
  name_taken:
    "A console account that is not the directory's already has your username, so the directory cannot sign you in to it. Ask an administrator.",
  failed:
    "The sign-in through the directory did not finish: it took over 10 minutes, was started in another browser, or was cancelled. Try again.",
  unavailable:
    "The directory cannot be reached just now. Try again in a few minutes; an administrator can still sign in with a console password.",
};

export function isDirectoryRefusal(value: string | null): value is DirectoryRefusal {
  return value !== null && Object.hasOwn(REFUSALS, value);
}

/** "Sign in with <the bank's directory>": a plain link, since the directory's page is a navigation away. */
export function DirectorySignIn({ label, next, refusal }: { label: string; next: string; refusal: DirectoryRefusal | undefined }) {
  return (
    <div className="staff-sign-in-directory">
      {refusal ? (
        <div role="alert" className="staff-alert-region">
          <p className="staff-error" id="directory-refusal">
            {REFUSALS[refusal]}
          </p>
        </div>
      ) : null}
      <a className="staff-button" href={`/api/staff/directory/start?next=${encodeURIComponent(next)}`}>
        Sign in with {label}
      </a>
      <p className="staff-hint">Or with a console account of your own:</p>
    </div>
  );
}
