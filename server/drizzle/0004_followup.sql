CREATE TABLE "chronic_followup" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_name" text NOT NULL,
	"visit_date" date NOT NULL,
	"way" text NOT NULL,
	"systolic" integer,
	"diastolic" integer,
	"doctor_id" text,
	"advice" text
);
--> statement-breakpoint
CREATE INDEX "chronic_followup_tenant_time" ON "chronic_followup" USING btree ("tenant_id","create_time");
