CREATE TABLE "chronic_vital_sign" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"measure_time" timestamp NOT NULL,
	"systolic" integer,
	"diastolic" integer,
	"fasting_glucose" double precision,
	"weight" double precision,
	"heart_rate" integer,
	"remark" text
);
--> statement-breakpoint
CREATE INDEX "chronic_vital_sign_patient" ON "chronic_vital_sign" USING btree ("tenant_id","patient_id","measure_time");
