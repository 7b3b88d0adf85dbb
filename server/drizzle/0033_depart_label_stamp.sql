-- 科室 names are shown beside records (a patient's 科室) and cached with the identity labels (dict-text.ts): every
-- change of sys_depart moves the identity stamp and notifies the other processes, as for sys_user and sys_role.
CREATE TRIGGER "sys_depart_identity_stamp" AFTER INSERT OR UPDATE OR DELETE ON "sys_depart" FOR EACH STATEMENT EXECUTE FUNCTION clinic_bump_cache_stamp('identity');
