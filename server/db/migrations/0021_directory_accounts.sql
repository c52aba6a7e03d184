-- Single sign-on with the bank's directory (ADR 066): an account made at a directory sign-in keeps
-- the directory's subject, so the same person finds the same account whatever their name becomes.
ALTER TABLE "staff_accounts" ADD COLUMN "directory_subject" text;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_directory_subject_unique" UNIQUE("directory_subject");
