CREATE TABLE "sys_role_data_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"role_id" text NOT NULL,
	"resource" text NOT NULL,
	"field" text NOT NULL,
	"condition" text NOT NULL,
	"value" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_role_data_rule_tenant_role" ON "sys_role_data_rule" USING btree ("tenant_id","role_id");
--> statement-breakpoint
CREATE TRIGGER "sys_role_data_rule_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_role_data_rule" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');
