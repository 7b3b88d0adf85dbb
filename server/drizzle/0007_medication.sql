CREATE TABLE "chronic_medication" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"drug_name" text NOT NULL,
	"spec" text,
	"dose" double precision,
	"dose_unit" text,
	"frequency" text NOT NULL,
	"route" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"long_term" text DEFAULT '0',
	"prescriber" text,
	"remark" text,
	"order_num" integer
);
--> statement-breakpoint
CREATE INDEX "chronic_medication_patient" ON "chronic_medication" USING btree ("tenant_id","patient_id","order_num");
