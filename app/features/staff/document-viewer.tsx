// A customer's documents in the console, for KYC submissions and account applications alike.
import { ImageViewer } from "./image-viewer.tsx";
import { PdfViewer } from "./pdf-viewer.tsx";

/** One document as the console lists and shows it. */
export interface StaffDocument {
  /** What it is, as the officer reads it: "National ID: front". */
  label: string;
  content_type: string;
  size: number;
  view_url: string;
  download_url: string;
}

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The shown document: an image in a sandboxed frame, where it can run nothing and reach nothing,
 * with zoom and turns around it; a PDF drawn page by page by the console's PDF viewer (ADR 040
 * says why both are safe).
 */
export function DocumentViewer({ document, ownerName }: { document: StaffDocument; ownerName: string }) {
  const title = `${document.label} of ${ownerName}`;
  // The page's heading names the customer already.
  if (document.content_type === "application/pdf")
    return <PdfViewer url={document.view_url} title={document.label} downloadUrl={document.download_url} />;
  return <ImageViewer url={document.view_url} title={document.label} frameTitle={title} downloadUrl={document.download_url} />;
}

/** The documents with View (in the viewer beside) and Download for each; `shown` is the viewed one's position. */
export function DocumentList({
  documents,
  shown,
  onShow,
}: {
  documents: readonly StaffDocument[];
  shown: number;
  onShow: (position: number) => void;
}) {
  return (
    <ul className="staff-doc-list">
      {documents.map((document, position) => (
        <li key={document.view_url}>
          <span>
            {document.label}{" "}
            <span className="staff-hint">
              ({document.content_type === "application/pdf" ? "PDF" : "image"}, {formatSize(document.size)})
            </span>
          </span>
          <span className="staff-actions">
            <button
              type="button"
              className="staff-button staff-button--quiet"
              aria-pressed={shown === position}
              onClick={() => onShow(position)}
            >
              View<span className="visually-hidden"> {document.label}</span>
            </button>
            <a className="staff-button staff-button--quiet" href={document.download_url} download>
              Download<span className="visually-hidden"> {document.label}</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
