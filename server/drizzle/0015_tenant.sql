ALTER TABLE "sys_tenant" ADD COLUMN "tenant_id" text DEFAULT '3000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "create_by" text;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_by" text;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "update_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "begin_date" date;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "remark" text;--> statement-breakpoint
CREATE INDEX "sys_tenant_owner_time" ON "sys_tenant" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE TRIGGER "sys_tenant_identity_stamp" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "sys_tenant" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');
