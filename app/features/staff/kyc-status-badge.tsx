import type { KycStatus } from "#domain/schemas/staff.ts";

const LABELS: Record<KycStatus, string> = { pending: "Waiting", processed: "Processed", returned: "Returned" };

/** A submission's status in words and colour. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <span className={`staff-badge staff-badge--${status}`}>{LABELS[status]}</span>;
}
