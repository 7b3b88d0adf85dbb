ALTER TABLE "subject" ADD COLUMN "screening_no" text;--> statement-breakpoint
ALTER TABLE "subject" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "subject" ADD COLUMN "withdraw_reason" text;
