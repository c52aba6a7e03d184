import { useMatches } from "react-router";
import { useSite } from "#app/features/shell/use-site.ts";
import { getScreenText, parseRouteId } from "./screen-meta.ts";

/**
 * The heading and lede every screen opens with, in the visitor's language. A home page opens
 * with its banner instead (`headingOnly`): its heading stays for screen readers and the outline.
 */
export function ScreenHeader({ title, lede, headingOnly = false }: { title?: string; lede?: string; headingOnly?: boolean }) {
  const { lang, prefix } = useSite();
  const leaf = useMatches().at(-1);
  const parsed = leaf ? parseRouteId(leaf.id) : undefined;
  const text = parsed ? getScreenText(prefix, lang, parsed.site, parsed.screen) : undefined;
  if (headingOnly) {
    return (
      <h1 id="page-title" className="visually-hidden">
        {title ?? text?.heading}
      </h1>
    );
  }
  return (
    <header className="screen-header">
      <div className="container">
        {text ? <p className="screen-header__site">{text.siteName}</p> : null}
        <h1 id="page-title">{title ?? text?.heading}</h1>
        <p className="screen-header__lede">{lede ?? text?.description}</p>
      </div>
    </header>
  );
}
