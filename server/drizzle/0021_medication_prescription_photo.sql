ALTER TABLE "chronic_medication" ADD COLUMN "prescription_photo" text;
