ALTER TABLE "op_point_rule" ADD COLUMN "auto_action" text;--> statement-breakpoint
ALTER TABLE "op_point_ledger" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "op_point_ledger_rule_source" ON "op_point_ledger" USING btree ("rule_id","source_id");--> statement-breakpoint
UPDATE "op_point_rule" SET "auto_action" = 'visit' WHERE "action_name" = '完成随访' AND "auto_action" IS NULL;--> statement-breakpoint
UPDATE "op_point_rule" SET "auto_action" = 'questionnaire' WHERE "action_name" = '填写问卷' AND "auto_action" IS NULL;
