ALTER TABLE "message" ADD COLUMN "sender_id" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "open_type" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "open_page" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "bus_id" text;
