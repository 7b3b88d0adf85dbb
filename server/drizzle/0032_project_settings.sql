CREATE TABLE "rws_project_group" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rws_project_group_name_uq" ON "rws_project_group" USING btree ("tenant_id","project_id","name");--> statement-breakpoint
CREATE TABLE "rws_project_visit" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"day_offset" integer DEFAULT 0 NOT NULL,
	"window_before" integer DEFAULT 0 NOT NULL,
	"window_after" integer DEFAULT 0 NOT NULL,
	"form_ids" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rws_project_visit_name_uq" ON "rws_project_visit" USING btree ("tenant_id","project_id","name");--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "visit_id" text;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "visit_name" text;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "form_name" text;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "sort_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "window_start" date;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "window_end" date;
