import { useEffect, useMemo, useRef } from "react";
import { CopyButton } from "./copy-button.tsx";

/** The recovery codes, shown once after enrolment (ADR 052), to copy or download before going on. */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen changed under the person's focus: the heading says what happened.
  useEffect(() => headingRef.current?.focus(), []);
  const text = useMemo(
    () =>
      [
        `FDH staff console: recovery codes of ${username}`,
        "Each code signs you in once, in place of the app's code.",
        "",
        ...codes,
        "",
      ].join("\n"),
    [codes, username],
  );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `fdh-staff-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="staff-card staff-narrow staff-enrol" aria-labelledby="recovery-heading">
      <h1 id="recovery-heading" ref={headingRef} tabIndex={-1}>
        Save your recovery codes
      </h1>
      <p role="status" className="staff-success">
        Your authenticator app is set up.
      </p>
      <p>
        If you lose your phone, each of these codes signs you in once in place of the app&apos;s code. Keep them somewhere safe, away from
        your phone. They are shown only now.
      </p>
      <ol className="staff-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="staff-actions">
        <CopyButton text={text} label="Copy the codes" />
        <button type="button" className="staff-button staff-button--quiet" onClick={download}>
          Download as .txt
        </button>
      </div>
      <button type="button" className="staff-button" onClick={onDone}>
        I have saved them
      </button>
    </section>
  );
}
