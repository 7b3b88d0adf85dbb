ALTER TABLE "sys_user" ADD COLUMN "staff_type" text;
