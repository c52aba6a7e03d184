import type { Messages } from "#app/i18n/en.ts";
import { useLiveStatus } from "./live-status.ts";

/** The offline and low-storage notices (rendered inside the shell's live region). */
export function LiveNotices({ t }: { t: Messages }) {
  const { online, lowStorage } = useLiveStatus();
  return (
    <>
      {online ? null : (
        <p className="live-notice live-notice--offline" data-testid="offline-notice">
          <svg className="live-notice__icon" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
          </svg>
          {t.live.offline}
        </p>
      )}
      {lowStorage ? <p className="live-notice live-notice--storage">{t.live.lowStorage}</p> : null}
    </>
  );
}
