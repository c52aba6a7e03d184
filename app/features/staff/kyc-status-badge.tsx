import type { KycStatus } from "#domain/kyc/schemas/kyc-review.ts";

export const KYC_STATUS_LABELS: Record<KycStatus, string> = { pending: "Waiting", processed: "Processed", returned: "Returned" };

/** A submission's status in words and colour. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <span className={`staff-badge staff-badge--${status}`}>{KYC_STATUS_LABELS[status]}</span>;
}
