CREATE TABLE "sys_cache_stamp" (
	"name" text PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "chronic_patient_tenant_time";--> statement-breakpoint
CREATE INDEX "chronic_patient_tenant_time_id" ON "chronic_patient" USING btree ("tenant_id","create_time" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "chronic_patient_tenant_name_id" ON "chronic_patient" USING btree ("tenant_id","name" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "chronic_patient_tenant_age_id" ON "chronic_patient" USING btree ("tenant_id","age" NULLS FIRST,"id");--> statement-breakpoint
INSERT INTO "sys_cache_stamp" ("name", "stamp") VALUES ('identity', 1), ('dict', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinic_bump_cache_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_cache_stamp (name, stamp) VALUES (TG_ARGV[0], 2)
    ON CONFLICT (name) DO UPDATE SET stamp = sys_cache_stamp.stamp + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sys_user_identity_stamp" AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "username", "realname", "password_hash", "status", "identify_flag", "org_code", "del_flag" ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_user_tenant_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_user_tenant" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_user_role_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_user_role" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_role_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_role" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_role_permission_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_role_permission" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_permission_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_permission" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');--> statement-breakpoint
CREATE TRIGGER "sys_dict_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_dict" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('dict');--> statement-breakpoint
CREATE TRIGGER "sys_dict_item_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_dict_item" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('dict');
