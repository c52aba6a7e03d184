-- The First Save tier (ADR 072): an approved tier-1 account is upgraded to the full account by a
-- new application that starts with everything tier 1 gave; it names the application it upgrades.
ALTER TABLE "account_applications" ADD COLUMN "upgrade_of" uuid;
--> statement-breakpoint
CREATE INDEX "account_applications_upgrade_of_idx" ON "account_applications" ("upgrade_of");
