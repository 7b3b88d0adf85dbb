CREATE TABLE "chronic_doctor_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"doctor_id" text NOT NULL,
	"schedule_date" date NOT NULL,
	"session" text NOT NULL,
	"start_time" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"slot_count" integer NOT NULL,
	"end_time" text NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_doctor_schedule_session" ON "chronic_doctor_schedule" USING btree ("tenant_id","doctor_id","schedule_date","session");--> statement-breakpoint
CREATE INDEX "chronic_doctor_schedule_tenant_date" ON "chronic_doctor_schedule" USING btree ("tenant_id","schedule_date");--> statement-breakpoint
CREATE TABLE "chronic_appointment" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"appt_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"cancel_reason" text,
	"schedule_id" text NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_appointment_slot_active" ON "chronic_appointment" USING btree ("tenant_id","doctor_id","appt_date","start_time") WHERE "status" <> '2';--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_appointment_patient_active" ON "chronic_appointment" USING btree ("tenant_id","patient_id","appt_date","start_time") WHERE "status" <> '2';--> statement-breakpoint
CREATE INDEX "chronic_appointment_tenant_date" ON "chronic_appointment" USING btree ("tenant_id","appt_date");--> statement-breakpoint
CREATE INDEX "chronic_appointment_schedule" ON "chronic_appointment" USING btree ("schedule_id");
