CREATE TABLE "chronic_followup_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"name" text NOT NULL,
	"disease_type" text NOT NULL,
	"interval_days" integer NOT NULL,
	"items" text,
	"status" text DEFAULT '1' NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE INDEX "chronic_followup_plan_tenant_disease" ON "chronic_followup_plan" USING btree ("tenant_id","disease_type");--> statement-breakpoint
ALTER TABLE "chronic_followup" ADD COLUMN "patient_id" text;--> statement-breakpoint
ALTER TABLE "chronic_followup" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "chronic_followup" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "chronic_followup" ADD COLUMN "status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "chronic_followup" ADD COLUMN "glucose" double precision;--> statement-breakpoint
ALTER TABLE "chronic_followup" ALTER COLUMN "patient_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chronic_followup" ALTER COLUMN "visit_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chronic_followup" ALTER COLUMN "way" DROP NOT NULL;--> statement-breakpoint
UPDATE "chronic_followup" f SET
	"patient_id" = (SELECT p."id" FROM "chronic_patient" p WHERE p."tenant_id" = f."tenant_id" AND p."name" = f."patient_name"
		ORDER BY p."create_time", p."id" LIMIT 1),
	"due_date" = f."visit_date",
	"status" = '1';--> statement-breakpoint
CREATE INDEX "chronic_followup_tenant_status_due" ON "chronic_followup" USING btree ("tenant_id","status","due_date");--> statement-breakpoint
CREATE INDEX "chronic_followup_tenant_patient" ON "chronic_followup" USING btree ("tenant_id","patient_id");--> statement-breakpoint
CREATE TABLE "chronic_patient_abnormal" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"occur_time" timestamp NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"doctor_id" text,
	"visit_id" text
);
--> statement-breakpoint
CREATE INDEX "chronic_patient_abnormal_tenant_time" ON "chronic_patient_abnormal" USING btree ("tenant_id","occur_time");--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_patient_abnormal_visit_kind" ON "chronic_patient_abnormal" USING btree ("tenant_id","visit_id","kind");--> statement-breakpoint
CREATE TABLE "chronic_intervention" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"abnormal_id" text,
	"way" text NOT NULL,
	"content" text NOT NULL,
	"outcome" text,
	"intervene_date" date NOT NULL,
	"doctor_id" text
);
--> statement-breakpoint
CREATE INDEX "chronic_intervention_tenant_patient" ON "chronic_intervention" USING btree ("tenant_id","patient_id");
