-- sprint.participant_count: the doctors who joined the sprint, a counter keep_count() keeps (migration 0024,
-- decision 0042) instead of a count of up to every doctor on each sprint screen.
ALTER TABLE sprint ADD COLUMN participant_count integer NOT NULL DEFAULT 0 CHECK (participant_count >= 0);
CREATE TRIGGER sprint_participant_count_insert AFTER INSERT ON sprint_participant REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count('sprint', 'participant_count', 'sprint_id', 'id');
CREATE TRIGGER sprint_participant_count_delete AFTER DELETE ON sprint_participant REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count('sprint', 'participant_count', 'sprint_id', 'id');
UPDATE sprint s SET participant_count = (SELECT count(*) FROM sprint_participant p WHERE p.sprint_id = s.id);
