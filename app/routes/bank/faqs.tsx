import { Link } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { FAQS, type Faq } from "#content/pages/faqs.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/faqs.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
// The topic links are in-page anchors, not routes: FilterTabs' look, plain <a> elements.
import "#app/components/filter-tabs.css";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The FAQs by topic, in the order topics first appear in content/faqs.json. */
function groupByTopic(faqs: Faq[]): Array<{ topic: Faq["topic"]; faqs: Faq[] }> {
  const groups = new Map<string, { topic: Faq["topic"]; faqs: Faq[] }>();
  for (const faq of faqs) {
    const group = groups.get(faq.topic.en) ?? { topic: faq.topic, faqs: [] };
    group.faqs.push(faq);
    groups.set(faq.topic.en, group);
  }
  return [...groups.values()];
}

const GROUPS = groupByTopic(FAQS);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The bank's FAQs as an accordion: each question is a native <details> disclosure, so it opens
 * with Enter or Space, is announced as expanded or collapsed, and works before hydration.
 */
export default function Faqs() {
  const { prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const contact = findRoute(prefix, "bank", "contact");
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <nav className="filter-tabs" aria-label={pagesText.faqs.topics}>
          <ul>
            {GROUPS.map((group) => (
              <li key={group.topic.en}>
                <a href={`#faq-${slug(group.topic.en)}`}>{copy(group.topic)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {GROUPS.map((group) => {
          const id = `faq-${slug(group.topic.en)}`;
          return (
            <section key={group.topic.en} className="page-section faq-group" aria-labelledby={id}>
              <h2 id={id}>{copy(group.topic)}</h2>
              <div className="faq-list">
                {group.faqs.map((faq) => (
                  <details key={faq.question.en} className="faq">
                    <summary>{copy(faq.question)}</summary>
                    <p>{copy(faq.answer)}</p>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
        <section className="page-section" aria-labelledby="faq-more">
          <h2 id="faq-more">{pagesText.faqs.notAnswered}</h2>
          {contact ? (
            <p>
              <Link className="button" to={contact.href}>
                {pagesText.faqs.contactUs}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
