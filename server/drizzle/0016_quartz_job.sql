CREATE TABLE "sys_quartz_job" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"job_name" text NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"description" text,
	"last_run_time" timestamp,
	"last_result" text,
	"last_message" text
);
--> statement-breakpoint
CREATE INDEX "sys_quartz_job_tenant_time" ON "sys_quartz_job" USING btree ("tenant_id","create_time");
--> statement-breakpoint
CREATE INDEX "sys_quartz_job_status" ON "sys_quartz_job" USING btree ("status");
--> statement-breakpoint
ALTER TABLE "sys_job_run" ADD COLUMN "tenant_id" text;
--> statement-breakpoint
ALTER TABLE "sys_job_run" ADD COLUMN "job_id" text;
--> statement-breakpoint
ALTER TABLE "sys_job_run" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;
--> statement-breakpoint
CREATE INDEX "sys_job_run_tenant_job" ON "sys_job_run" USING btree ("tenant_id","job_id","started_at");
