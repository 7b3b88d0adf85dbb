CREATE OR REPLACE FUNCTION clinic_bump_cache_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_cache_stamp (name, stamp) VALUES (TG_ARGV[0], 2)
    ON CONFLICT (name) DO UPDATE SET stamp = sys_cache_stamp.stamp + 1;
  PERFORM pg_notify('clinic_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinic_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sys_session_cache_notify" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_session" FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_cache('session');
