CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rate_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" jsonb NOT NULL,
	"rate_type" text NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"effective_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link_href" text NOT NULL,
	"site" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"image_cover_url" text NOT NULL,
	"creator_name" text NOT NULL,
	"featured" boolean NOT NULL,
	"reading_time" integer NOT NULL,
	"show_social_icons" boolean NOT NULL,
	"share_title" jsonb NOT NULL,
	"share_description" jsonb NOT NULL,
	"sites" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"region_id" integer NOT NULL,
	"region_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"category" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"document_type_name" text NOT NULL,
	"site" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"kyc_account_type_name" text
);
--> statement-breakpoint
CREATE TABLE "executives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"qualifications" text NOT NULL,
	"bio" jsonb NOT NULL,
	"roles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb NOT NULL,
	"site" text NOT NULL,
	"tag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_account_details" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"username" text NOT NULL,
	"branch_id" uuid NOT NULL,
	"kyc_account_type_id" uuid NOT NULL,
	"documents" jsonb NOT NULL,
	"emails" jsonb NOT NULL,
	"processed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_account_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"category2" text NOT NULL,
	"query_type" text,
	"max_amount" numeric(18, 4),
	"max_term_months" integer,
	"requirements" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"accessibility" jsonb NOT NULL,
	"target_group" jsonb NOT NULL,
	"term" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_bureau_exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"source" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_name" jsonb NOT NULL,
	"buying" numeric(18, 4) NOT NULL,
	"selling" numeric(18, 4) NOT NULL,
	"set_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_bureau_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_cover_url" text NOT NULL,
	"link_href" text NOT NULL,
	"site" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"title" jsonb NOT NULL,
	"qualifications" text NOT NULL,
	"bio" jsonb NOT NULL,
	"site" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_account_details" ADD CONSTRAINT "kyc_account_details_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_account_details" ADD CONSTRAINT "kyc_account_details_kyc_account_type_id_kyc_account_types_id_fk" FOREIGN KEY ("kyc_account_type_id") REFERENCES "public"."kyc_account_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rate_files_created_at_key" ON "bank_rate_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rates_created_at_key" ON "bank_rates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_created_at_key" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_created_at_key" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_created_at_key" ON "branches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cares_created_at_key" ON "cares" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_created_at_key" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "executives_created_at_key" ON "executives" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "images_created_at_key" ON "images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_account_details_created_at_key" ON "kyc_account_details" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_account_details_account_number_key" ON "kyc_account_details" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_account_types_created_at_key" ON "kyc_account_types" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_account_types_name_key" ON "kyc_account_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_created_at_key" ON "loans" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_bureau_exchange_rates_created_at_key" ON "money_bureau_exchange_rates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_bureau_locations_created_at_key" ON "money_bureau_locations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_created_at_key" ON "promotions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_created_at_key" ON "teams" USING btree ("created_at");