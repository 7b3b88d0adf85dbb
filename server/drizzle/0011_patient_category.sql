ALTER TABLE "chronic_patient" ADD COLUMN "disease_category" text;
