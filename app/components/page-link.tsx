import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useLocation } from "react-router";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { children?: ReactNode };
/** A link to a page of this site by its address ("/fdhbankplc/loan?type=…"). */
export type PageLinkProps = AnchorProps & { to: string };
export type PageNavLinkProps = PageLinkProps & { className?: string; end?: boolean };

/**
 * On the server, the very `<a>` React Router's `<Link to>` renders for a page of this site, without
 * its seven hooks: a page's shell has some seventy links, and as `<Link>`s they cost a fifth of an
 * uncached render's garbage and ~7 % of its CPU (ADR 035). Imported as `#page-link`: in the browser
 * that is page-link.browser.ts, React Router's own links, which hydrate the same markup
 * (page-link.test.tsx holds the two equal), so the page's JavaScript does not grow by a byte.
 */
function ServerPageLink({ to, ...rest }: PageLinkProps) {
  return <a {...rest} href={to} data-discover="true" />;
}

/** `<NavLink>`'s markup on the server: `active` and `aria-current="page"` while its page is shown. */
function ServerPageNavLink({ to, end = false, className = "", ...rest }: PageNavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = to.split(/[?#]/)[0]!.toLowerCase();
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === "/");
  return (
    <ServerPageLink
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={[className, isActive ? "active" : null].filter(Boolean).join(" ")}
    />
  );
}

export { ServerPageLink as PageLink, ServerPageNavLink as PageNavLink };
