import { useState } from "react";

/** Copies a text to the clipboard and says so where a screen reader hears it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // Some browsers refuse the clipboard outside HTTPS: the text stays on screen to select.
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" className="staff-button staff-button--quiet" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="staff-copy-status">
        {state === "copied" ? "Copied." : state === "failed" ? "Could not copy: select the text instead." : ""}
      </span>
    </>
  );
}
