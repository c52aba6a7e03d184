import type { ReactNode, RefObject } from "react";

/**
 * Where an officer decides on a record. With `headingRef` the heading can take the focus, so that
 * after a decision removes the button pressed the keyboard keeps its place.
 */
export function DecisionSection({
  headingRef,
  title = "Decision",
  children,
}: {
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** "Actions" where an officer handles rather than decides (a complaint). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <section className="staff-card staff-section" aria-labelledby="decision-heading">
      <h2 id="decision-heading" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
