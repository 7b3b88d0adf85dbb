CREATE TABLE "chronic_questionnaire" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"name" text NOT NULL,
	"category" text,
	"scoring" text DEFAULT 'sum' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"description" text,
	"questions" text DEFAULT '[]' NOT NULL,
	"bands" text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chronic_questionnaire_tenant_time" ON "chronic_questionnaire" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE TABLE "chronic_questionnaire_result" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"patient_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"score" double precision NOT NULL,
	"band" text NOT NULL,
	"dimension_scores" text,
	"answers" text NOT NULL,
	"fill_time" timestamp DEFAULT now() NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE INDEX "chronic_questionnaire_result_patient" ON "chronic_questionnaire_result" USING btree ("tenant_id","patient_id");--> statement-breakpoint
CREATE INDEX "chronic_questionnaire_result_tenant_time" ON "chronic_questionnaire_result" USING btree ("tenant_id","fill_time");--> statement-breakpoint
CREATE TABLE "chronic_health_article" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"cover" text,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"diseases" text,
	"status" text DEFAULT '0' NOT NULL,
	"publish_time" timestamp,
	"push_count" integer DEFAULT 0 NOT NULL,
	"push_time" timestamp
);
--> statement-breakpoint
CREATE INDEX "chronic_health_article_tenant_time" ON "chronic_health_article" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE TABLE "chronic_article_push" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"article_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"push_by" text,
	"push_time" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_article_push_once" ON "chronic_article_push" USING btree ("tenant_id","article_id","patient_id");--> statement-breakpoint
CREATE INDEX "chronic_article_push_patient" ON "chronic_article_push" USING btree ("tenant_id","patient_id");
