ALTER TABLE "sys_permission" ADD COLUMN "tenant_id" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_permission" ADD COLUMN "create_by" text;--> statement-breakpoint
ALTER TABLE "sys_permission" ADD COLUMN "update_by" text;--> statement-breakpoint
ALTER TABLE "sys_permission" ADD COLUMN "update_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sys_permission_tenant_idx" ON "sys_permission" USING btree ("tenant_id");
