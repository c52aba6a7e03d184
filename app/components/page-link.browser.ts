// `#page-link` in the browser: React Router's own links, which hydrate what page-link.tsx renders
// on the server (package.json "imports", the `browser` condition).
export { Link as PageLink, NavLink as PageNavLink } from "react-router";
