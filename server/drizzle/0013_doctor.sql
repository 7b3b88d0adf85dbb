CREATE TABLE "sys_doctor" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"user_id" text NOT NULL,
	"org_id" text NOT NULL,
	"depart_id" text,
	"title" text NOT NULL,
	"specialty" text,
	"licence_no" text NOT NULL,
	"certificate_photo" text,
	"audit_status" text DEFAULT '0' NOT NULL,
	"audit_reason" text,
	"audit_by" text,
	"audit_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "sys_doctor_tenant_time" ON "sys_doctor" USING btree ("tenant_id","create_time");
--> statement-breakpoint
CREATE INDEX "sys_doctor_tenant_org" ON "sys_doctor" USING btree ("tenant_id","org_id");
