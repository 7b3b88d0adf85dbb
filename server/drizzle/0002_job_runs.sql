CREATE TABLE "sys_job_run" (
	"id" text PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"fire_at" timestamp with time zone NOT NULL,
	"owner" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"message" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_run_job_fire" ON "sys_job_run" USING btree ("job","fire_at");