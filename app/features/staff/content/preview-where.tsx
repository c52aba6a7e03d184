/** Where on the site the drawing below it shows: console words, so English in a pane of either language. */
export function PreviewWhere({ children }: { children: string }) {
  return (
    <p className="staff-preview__where" lang="en">
      {children}
    </p>
  );
}
