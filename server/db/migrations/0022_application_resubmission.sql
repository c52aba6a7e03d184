-- A returned account application is fixed in place and sent again under its reference (ADR 067):
-- what the officer saw at the return, and what the applicant changed since, for the officer.
ALTER TABLE "account_applications" ADD COLUMN "returned_snapshot" jsonb;
--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "resubmission" jsonb;
