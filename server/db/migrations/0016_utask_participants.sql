-- Content kinds utasks and zones (server/content/utasks.ts, zones.ts). The doctors who took part in a
-- utask are those who sent its form or hold a certificate of it: counted by task for utask.items and
-- utask.detail, and before a publish changes or removes a task.
CREATE INDEX form_record_form_idx ON form_record (form_key, account_id);
CREATE INDEX utask_certificate_task_idx ON utask_certificate (task_id, account_id);
