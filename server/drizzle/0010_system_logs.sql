CREATE TABLE "sys_login_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"username" text,
	"realname" text,
	"login_action" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"log_time" timestamp DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_login_log_tenant_time" ON "sys_login_log" USING btree ("tenant_id","log_time");
--> statement-breakpoint
CREATE TABLE "sys_operation_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"username" text,
	"realname" text,
	"resource_name" text,
	"resource_title" text,
	"operate_type" text NOT NULL,
	"action_name" text,
	"record_id" text,
	"record_name" text,
	"detail" text,
	"request_url" text,
	"ip" text,
	"cost_time" integer,
	"result" text NOT NULL,
	"message" text,
	"operate_time" timestamp DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_operation_log_tenant_time" ON "sys_operation_log" USING btree ("tenant_id","operate_time");
--> statement-breakpoint
CREATE INDEX "sys_operation_log_record" ON "sys_operation_log" USING btree ("tenant_id","record_id");
