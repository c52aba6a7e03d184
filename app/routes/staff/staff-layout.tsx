import { useId, useRef, useState } from "react";
import { NavLink, Outlet, redirect, useLocation, useNavigate } from "react-router";
import { getRequiredStepScreen, getStaffNavigation } from "#domain/staff-identity/staff-navigation.ts";
import { can } from "#domain/permissions.ts";
import { STAFF_ROLE_LABELS } from "#domain/permissions.ts";
import {
  countOpenComplaints,
  countPendingChanges,
  countPendingKyc,
  getStaffMe,
  listApplications,
  signOutStaff,
  useStaffMe,
} from "#app/features/staff/staff-api.client.ts";
import { usePolledStaffData } from "#app/features/staff/use-staff-data.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { SessionGuard } from "#app/features/staff/session/session-guard.tsx";
import type { ExtraSignInStep } from "#app/features/staff/session/sign-in-again-dialog.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import "#app/features/staff/staff.css";
import type { Route } from "./+types/staff-layout.ts";

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

/**
 * The console renders in the browser only: its data is personal, loaded with the session cookie
 * from /api/staff, and never part of a server-rendered (or cached) page.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await getStaffMe();
  const url = new URL(request.url);
  if (!me && url.pathname !== "/staff") throw redirect(`/staff?next=${encodeURIComponent(url.pathname + url.search)}`);
  // A password an admin chose, or a missing second factor, comes first (ADR 052).
  const stepScreen = me?.required_step ? getRequiredStepScreen(me.required_step) : undefined;
  if (stepScreen && url.pathname !== stepScreen) throw redirect(stepScreen);
  return me;
}
clientLoader.hydrate = true as const;

/** Every navigation asks again: a session ended elsewhere (signed out, expired, disabled) shows at once. */
export function shouldRevalidate() {
  return true;
}

function ConsoleFrame({ children, navigation }: { children: React.ReactNode; navigation?: React.ReactNode }) {
  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        Skip to content
      </a>
      <header className="staff-header">
        <div className="staff-header__bar">
          <p className="staff-header__brand">FDH staff console</p>
          {navigation}
        </div>
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <ConsoleFrame>
      <p className="staff-loading" role="status">
        Loading the console…
      </p>
      <noscript>
        <p>The staff console needs JavaScript.</p>
      </noscript>
    </ConsoleFrame>
  );
}

/** A navigation entry's count, said in words to a screen reader ("3 waiting"); nothing when zero. */
function NavCount({ total, words }: { total: number; words: string }) {
  if (total === 0) return null;
  return (
    <>
      {" "}
      <span className="staff-nav__count">
        {total}
        <span className="visually-hidden"> {words}</span>
      </span>
    </>
  );
}

/** How many submitted applications wait: one count query, asked again on each navigation (after a decision too). */
function WaitingApplications() {
  const location = useLocation();
  const waiting = useStaffData(() => listApplications({ status: "received", limit: 1 }), location.pathname);
  return <NavCount total={waiting.data?.total ?? 0} words="waiting" />;
}

/** How many KYC submissions wait: one count, asked on each navigation and every minute, never audited. */
function PendingKyc() {
  const location = useLocation();
  const pending = usePolledStaffData(countPendingKyc, location.pathname);
  return <NavCount total={pending.data?.pending ?? 0} words="waiting" />;
}

/** How many changes another editor made wait for my approval: asked on each navigation and every minute, never audited. */
function PendingApprovals() {
  const location = useLocation();
  const pending = usePolledStaffData(countPendingChanges, location.pathname + location.search);
  return <NavCount total={pending.data?.pending ?? 0} words="waiting for your approval" />;
}

/** How many complaints are open (received or in progress): one count, asked again on each navigation, never audited. */
function OpenComplaints() {
  const location = useLocation();
  const open = useStaffData(countOpenComplaints, location.pathname);
  return <NavCount total={open.data?.open ?? 0} words="open" />;
}

function SignedInBar() {
  const { me } = useStaffMe();
  const navigate = useNavigate();
  const location = useLocation();
  if (!me) return null;
  const signOut = async () => {
    // Whatever the answer, the console forgets the session: the server ends it or it had ended.
    await signOutStaff().catch(() => {});
    // A directory account signs out of the directory too (ADR 066), where it signed in.
    if (me.directory) window.location.assign("/api/staff/directory/sign-out");
    else await navigate("/staff", { replace: true });
  };
  return (
    <ConsoleMenu>
      {me.required_step ? null : (
        <nav className="staff-nav" aria-label="Console">
          <ul>
            {getStaffNavigation(me.role).map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.href === "/staff"} aria-current={location.pathname === item.href ? "page" : undefined}>
                  {item.label}
                  {item.href === "/staff/kyc" && can(me.role, "processKyc") ? <PendingKyc /> : null}
                  {item.href === "/staff/applications" && can(me.role, "processApplications") ? <WaitingApplications /> : null}
                  {item.href === "/staff/complaints" && can(me.role, "handleComplaints") ? <OpenComplaints /> : null}
                  {item.href === "/staff/approvals" && can(me.role, "publish") ? <PendingApprovals /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="staff-who">
        <span>
          Signed in as <strong>{me.display_name ?? me.username}</strong>
          <span className="staff-role">{STAFF_ROLE_LABELS[me.role]}</span>
        </span>
        <NavLink to="/staff/security" aria-current={location.pathname === "/staff/security" ? "page" : undefined}>
          My security
        </NavLink>
        <button type="button" className="staff-button staff-button--quiet" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </ConsoleMenu>
  );
}

/**
 * On a phone the navigation and the account links fold behind a Menu button (the disclosure
 * pattern): the button says whether it is open, Escape closes it and gives focus back to the
 * button, and choosing a screen closes it. From 40rem on the button is hidden and all is shown.
 */
function ConsoleMenu({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // Open on the screen it was opened on: choosing another screen closes it.
  const [openOn, setOpenOn] = useState<string | undefined>();
  const isOpen = openOn === pathname;
  const setIsOpen = (open: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((typeof open === "function" ? open(isOpen) : open) ? pathname : undefined);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="staff-menu" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="staff-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true" className="staff-menu__icon" />
        Menu
      </button>
      <div id={panelId} className="staff-menu__panel" data-open={isOpen}>
        {children}
      </div>
    </div>
  );
}

/** Signing in again asks for the authenticator's code when the account has one (ADR 052). */
const SECOND_FACTOR_STEP: ExtraSignInStep = {
  askedBy: "second_factor_required",
  label: "Code from your authenticator app",
  hint: "The 6 digits your app shows now, or one of your recovery codes.",
  autoComplete: "one-time-code",
};

/** Outside the header, whose white text and focus rings would vanish on the warning's light card. */
function SignedInGuard() {
  const { me } = useStaffMe();
  return me ? <SessionGuard username={me.username} extraStep={SECOND_FACTOR_STEP} /> : null;
}

export default function StaffLayout() {
  return (
    <ConsoleFrame navigation={<SignedInBar />}>
      <Outlet />
      <SignedInGuard />
    </ConsoleFrame>
  );
}
