import type { CopySection } from "#content/pages/types.ts";
import { useCopy } from "./use-copy.ts";

/** A titled block of the group's copy: paragraphs, then a list. */
export function CopySectionView({ section, id }: { section: CopySection; id: string }) {
  const copy = useCopy();
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id}>{copy(section.heading)}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.en}>{copy(paragraph)}</p>
      ))}
      {section.list ? (
        <ul className="tick-list">
          {section.list.map((item) => (
            <li key={item.en}>{copy(item)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
