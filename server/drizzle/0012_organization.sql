CREATE TABLE "sys_organization" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"org_name" text NOT NULL,
	"parent_id" text,
	"org_type" text NOT NULL,
	"org_level" text,
	"area_code" text,
	"address" text,
	"contact" text,
	"phone" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE INDEX "sys_organization_tenant_parent" ON "sys_organization" USING btree ("tenant_id","parent_id");
