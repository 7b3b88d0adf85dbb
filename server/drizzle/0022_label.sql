CREATE TABLE "sys_label" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"label_type" text NOT NULL,
	"sort_no" integer,
	"status" text DEFAULT '1' NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE INDEX "sys_label_tenant_sort" ON "sys_label" USING btree ("tenant_id","sort_no");--> statement-breakpoint
ALTER TABLE "chronic_patient" ADD COLUMN "label_ids" text;
