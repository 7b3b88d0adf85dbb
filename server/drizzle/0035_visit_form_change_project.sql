-- A project's 数据修改申请 are read by project and status, newest first (visitFormChangeProjectList): the auditors'
-- list and its count stay an index range however many requests the tenant's other projects hold.
CREATE INDEX "visit_form_change_project_idx" ON "visit_form_change" USING btree ("tenant_id","project_id","status","create_time");
