CREATE TABLE "op_point_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"action_name" text NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE INDEX "op_point_rule_tenant" ON "op_point_rule" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE TABLE "op_point_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"rule_id" text,
	"points" integer NOT NULL,
	"occur_date" date NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE INDEX "op_point_ledger_patient" ON "op_point_ledger" USING btree ("tenant_id","patient_id","occur_date");--> statement-breakpoint
CREATE VIEW "op_point_ranking" AS
SELECT l.patient_id AS id, l.tenant_id, NULL::text AS create_by, max(l.create_time) AS create_time,
       NULL::text AS update_by, NULL::timestamp AS update_time, l.patient_id,
       sum(l.points)::integer AS total_points,
       coalesce(sum(l.points) FILTER (WHERE date_trunc('month', l.occur_date) = date_trunc('month', current_date)), 0)::integer AS month_points,
       count(*)::integer AS entry_count,
       rank() OVER (PARTITION BY l.tenant_id ORDER BY sum(l.points) DESC)::integer AS rank_no
FROM op_point_ledger l GROUP BY l.tenant_id, l.patient_id;--> statement-breakpoint
CREATE TABLE "op_donation_project" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_name" text NOT NULL,
	"drug_name" text NOT NULL,
	"spec" text,
	"donor" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT '1' NOT NULL,
	"remark" text,
	CONSTRAINT "op_donation_project_stock_nonnegative" CHECK ("stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX "op_donation_project_tenant" ON "op_donation_project" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE TABLE "op_donation_application" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"project_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"audit_remark" text,
	"audit_by" text,
	"audit_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "op_donation_application_tenant" ON "op_donation_application" USING btree ("tenant_id","project_id","status");--> statement-breakpoint
CREATE TABLE "op_supply" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"unit" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"warn_stock" integer,
	"remark" text,
	CONSTRAINT "op_supply_stock_nonnegative" CHECK ("stock" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "op_supply_tenant_code" ON "op_supply" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE TABLE "op_supply_order" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"order_no" text NOT NULL,
	"supplier" text NOT NULL,
	"order_date" date NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text,
	"submit_time" timestamp,
	"approve_by" text,
	"approve_time" timestamp,
	"deliver_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "op_supply_order_tenant" ON "op_supply_order" USING btree ("tenant_id","order_date");--> statement-breakpoint
CREATE TABLE "op_supply_order_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"order_id" text NOT NULL,
	"supply_name" text NOT NULL,
	"supply_code" text NOT NULL,
	"spec" text,
	"unit" text,
	"quantity" integer NOT NULL,
	"remark" text,
	"order_num" integer
);
--> statement-breakpoint
CREATE INDEX "op_supply_order_item_order" ON "op_supply_order_item" USING btree ("tenant_id","order_id","order_num");
