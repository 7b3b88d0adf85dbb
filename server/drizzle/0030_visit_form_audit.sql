ALTER TABLE "visit_form" ADD COLUMN "definition_id" text;--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "submit_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "visit_form" ADD COLUMN "submit_by" text;--> statement-breakpoint
CREATE TABLE "visit_form_change" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"visit_form_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"applicant_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"auditor_id" text,
	"auditor_name" text,
	"audit_reason" text,
	"audit_time" timestamp(0),
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);--> statement-breakpoint
CREATE INDEX "visit_form_change_form_idx" ON "visit_form_change" USING btree ("tenant_id","visit_form_id");--> statement-breakpoint
CREATE TABLE "visit_form_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"visit_form_id" text NOT NULL,
	"form_name" text NOT NULL,
	"field" text NOT NULL,
	"field_label" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"action" text NOT NULL,
	"reason" text,
	"change_id" text,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"auditor_name" text,
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);--> statement-breakpoint
CREATE INDEX "visit_form_audit_form_idx" ON "visit_form_audit" USING btree ("tenant_id","visit_form_id","create_time");--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinic_visit_form_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'visit_form_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "visit_form_audit_append_only" BEFORE UPDATE OR DELETE ON "visit_form_audit" FOR EACH ROW EXECUTE FUNCTION clinic_visit_form_audit_append_only();
