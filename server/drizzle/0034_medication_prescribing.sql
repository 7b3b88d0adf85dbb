ALTER TABLE "chronic_medication" ADD COLUMN "take_time" text;--> statement-breakpoint
ALTER TABLE "chronic_medication" ADD COLUMN "prescribed_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "chronic_medication" ADD COLUMN "dept_id" text;--> statement-breakpoint
ALTER TABLE "chronic_medication" ADD COLUMN "guide_files" text;
