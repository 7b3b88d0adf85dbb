ALTER TABLE "chronic_patient" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "chronic_patient" ADD COLUMN "attachments" text;--> statement-breakpoint
ALTER TABLE "chronic_patient" ADD COLUMN "video" text;
