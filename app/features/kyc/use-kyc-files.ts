import { useRef, useState } from "react";
import type { KycPurpose } from "#domain/kyc/kyc.ts";
import { compressImage } from "#app/features/uploads/compress-image.client.ts";
import { checkPickedFiles, replaceChosenFile, type KycFiles, type RefusedFiles } from "./kyc-file-list.ts";
import { MAX_UPLOAD_FILE_BYTES } from "#app/features/uploads/file-check.ts";
import type { KycMessages } from "./kyc-messages.ts";

let nextFileId = 0;
const createFileId = () => `file-${(nextFileId += 1)}`;

/** The documents part of the KYC form: the files per purpose, those refused, and large photos made smaller in the background. */
export function useKycFiles(m: KycMessages) {
  const [files, setFiles] = useState<KycFiles>({});
  const [refused, setRefused] = useState<RefusedFiles>({});
  const preparing = useRef(new Map<string, Promise<void>>());

  const updateFile = (purpose: KycPurpose, id: string, change: Parameters<typeof replaceChosenFile>[3]) =>
    setFiles((current) => replaceChosenFile(current, purpose, id, change));

  const pickFiles = async (purpose: KycPurpose, picked: File[]) => {
    const { accepted, problems } = await checkPickedFiles(picked, files[purpose]?.length ?? 0, m, createFileId);
    setRefused((current) => ({ ...current, [purpose]: problems }));
    if (accepted.length === 0) return;
    setFiles((current) => ({ ...current, [purpose]: [...(current[purpose] ?? []), ...accepted] }));
    for (const chosen of accepted.filter((entry) => entry.isPreparing)) {
      // A photo the browser cannot redraw is sent as it is (the server checks it anyway).
      const work = compressImage(chosen.file)
        .catch(() => chosen.file)
        .then((smaller) => {
          preparing.current.delete(chosen.id);
          if (smaller.size > MAX_UPLOAD_FILE_BYTES) {
            setRefused((current) => ({ ...current, [purpose]: [...(current[purpose] ?? []), m.fileErrors.tooLarge(chosen.file.name)] }));
            updateFile(purpose, chosen.id, () => undefined);
          } else {
            updateFile(purpose, chosen.id, (file) => ({ ...file, file: smaller, isPreparing: false }));
          }
        });
      preparing.current.set(chosen.id, work);
    }
  };

  const removeFile = (purpose: KycPurpose, id: string) => {
    updateFile(purpose, id, () => undefined);
    setRefused((current) => ({ ...current, [purpose]: [] }));
  };

  return {
    files,
    refused,
    pickFiles,
    removeFile,
    /** Resolves once every photo being made smaller is ready. */
    whenReady: () => Promise.all(preparing.current.values()),
    reset: () => {
      setFiles({});
      setRefused({});
    },
  };
}
