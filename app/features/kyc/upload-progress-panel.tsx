import { useId, useLayoutEffect, useRef } from "react";
import { getCurrentUpload, type UploadItem } from "#domain/kyc/kyc.ts";
import type { KycMessages } from "./kyc-messages.ts";
import { getSentPercent } from "./upload-percent.ts";

/**
 * Spec §2 upload progress panel: "Uploading {description} (n of total)", a progress bar and the
 * percent completed; "No uploads available" for an empty list. Modal while it shows, so nothing
 * is changed under a submission; it cannot be closed, it ends with the submission.
 */
export function UploadProgressPanel({ m, items, isSaving }: { m: KycMessages; items: readonly UploadItem[]; isSaving: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);
  const current = getCurrentUpload(items);
  const percent = getSentPercent(items);
  return (
    <dialog
      ref={dialog}
      className="dialog-panel upload-progress"
      aria-labelledby={headingId}
      aria-busy="true"
      tabIndex={-1}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={headingId} className="upload-progress__heading">
        {m.progressHeading}
      </h2>
      {items.length === 0 ? (
        <p>{m.noUploads}</p>
      ) : (
        <>
          <p className="upload-progress__current" aria-live="polite">
            {isSaving || !current ? m.saving : m.uploading(current.item.description, current.position, current.total)}
          </p>
          <progress className="upload-progress__bar" max={100} value={percent} aria-label={m.progressLabel} />
          <p className="upload-progress__percent">{m.percentDone(percent)}</p>
        </>
      )}
    </dialog>
  );
}
