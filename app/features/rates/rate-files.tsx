import type { DocumentSummary } from "#domain/content/document-list.ts";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";

export interface RateFile extends Omit<DocumentSummary, "document_type_name" | "site" | "kyc_account_type_name"> {
  created_at: string;
}

/** One tariff guide: the documents' row, typed "Tariff", on the bank's site (the console's preview draws it too). */
export function RateFileRow({ file }: { file: RateFile }) {
  return <DocumentRow document={{ ...file, document_type_name: "Tariff", site: "bank", kyc_account_type_name: null }} />;
}

/** The bank's tariff guides, newest first, kept live (the Tariffs tab of the rates page). */
export function RateFiles({ files }: { files: RateFile[] }) {
  const ratesText = useScreenMessages(ratesMessages);
  const live = useLiveCollection<RateFile>("bank_rate_files", files).toSorted((a, b) => b.published_at.localeCompare(a.published_at));
  if (live.length === 0) return <p className="empty-note">{ratesText.empty}</p>;
  return (
    <ul className="documents__list">
      {live.map((file) => (
        <RateFileRow key={file.id} file={file} />
      ))}
    </ul>
  );
}
