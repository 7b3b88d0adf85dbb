CREATE TABLE "dyn_form" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT '0' NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dyn_form_data" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"form_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"owner_id" text
);
--> statement-breakpoint
CREATE TABLE "dyn_form_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"form_id" text NOT NULL,
	"kind" text NOT NULL,
	"data_id" text,
	"other_id" text,
	"data" jsonb,
	"reason" text,
	"status" text DEFAULT '0' NOT NULL,
	"applicant_id" text NOT NULL,
	"auditor_id" text,
	"audit_reason" text,
	"audit_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "dyn_form_tenant_idx" ON "dyn_form" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "dyn_form_data_form_idx" ON "dyn_form_data" USING btree ("tenant_id","form_id","create_time");--> statement-breakpoint
CREATE INDEX "dyn_form_apply_tenant_idx" ON "dyn_form_apply" USING btree ("tenant_id","status","create_time");
