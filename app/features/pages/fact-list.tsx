import { formatDate } from "#domain/language.ts";
import type { Fact, InLanguage } from "#content/pages/types.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useCopy } from "./use-copy.ts";

/** Key figures as large values with their labels ("2017: year established"). */
export function FactList({ facts }: { facts: ReadonlyArray<Fact | InLanguage<Fact>> }) {
  const { lang } = useSite();
  const copy = useCopy();
  if (facts.length === 0) return null;
  return (
    <dl className="fact-list">
      {facts.map((fact) => {
        const value = "date" in fact ? formatDate(fact.date, lang) : copy(fact.value);
        return (
          <div key={copy(fact.label)} className="fact-list__item">
            <dt>{copy(fact.label)}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
