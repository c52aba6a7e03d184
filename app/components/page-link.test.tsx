import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLink as ServerPageLink, PageNavLink as ServerPageNavLink } from "./page-link.tsx";
const at = (path: string, node: ReactNode) => renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

// The server renders these stand-ins and the browser hydrates React Router's own links over them:
// the markup must be the same, byte for byte, or hydration would keep the server's attributes.
describe("the server's page links", () => {
  const links = [
    { to: "/fdhbankplc/home", children: "Home" },
    { to: "/fdhbankplc/personalAndbusinessbanking?type=All%20Loans", children: "All Loans", "aria-current": "page" as const },
    { to: "/fdhmoneybureau/home", className: "site-tabs__tab", "aria-current": "true" as const, lang: "ny", children: <span>Tab</span> },
  ];
  it.each(links)("render <Link to=$to> as React Router does", (props) => {
    expect(at("/fdhbankplc/home", <ServerPageLink {...props} />)).toBe(at("/fdhbankplc/home", <Link {...props} />));
  });

  const navLinks = [
    { here: "/fdhbankplc/cards", to: "/fdhbankplc/cards", end: true },
    { here: "/fdhbankplc/cards", to: "/fdhbankplc/cards?type=Visa", end: true },
    { here: "/fdhbankplc/cards/visa", to: "/fdhbankplc/cards", end: true },
    { here: "/fdhbankplc/cards/visa", to: "/fdhbankplc/cards", end: false },
    { here: "/fdhbankplc/cardsx", to: "/fdhbankplc/cards", end: false },
    { here: "/FDHbankplc/Cards", to: "/fdhbankplc/cards", end: true },
    { here: "/fdhbankplc/home", to: "/fdhbankplc/cards", end: true },
  ];
  it.each(navLinks)("render <NavLink to=$to end=$end> at $here as React Router does", ({ here, to, end }) => {
    const server = at(
      here,
      <ServerPageNavLink className="site-menu__link" to={to} end={end}>
        Cards
      </ServerPageNavLink>,
    );
    expect(server).toBe(
      at(
        here,
        <NavLink className="site-menu__link" to={to} end={end}>
          Cards
        </NavLink>,
      ),
    );
  });

  it("mark the page shown, and only it", () => {
    expect(
      at(
        "/fdhbankplc/cards",
        <ServerPageNavLink to="/fdhbankplc/cards" end>
          Cards
        </ServerPageNavLink>,
      ),
    ).toContain('aria-current="page"');
    expect(
      at(
        "/fdhbankplc/home",
        <ServerPageNavLink to="/fdhbankplc/cards" end>
          Cards
        </ServerPageNavLink>,
      ),
    ).not.toContain("aria-current");
  });
});
