-- A sprint's standings kept on its participants (decision 0042, issue 29): each participant row holds the
-- doctor's study inside the sprint's month (the study_day ledger's seconds, lessons and study days of at
-- least 60 s), so the ranking reads an index instead of summing every participant's days on each request.
--
-- Triggers keep the totals in the same transaction as the study: a study_day write adds its change to the
-- participant rows of the sprints whose month holds the day, and a new participant starts from the days
-- it already studied in the month. A doctor's study save and join can run at once: both triggers take the
-- doctor's advisory lock first, so whichever runs second reads what the first committed (a statement in a
-- trigger takes a fresh snapshot) and no second is counted twice or lost. A statement of more than 64
-- doctors (a bulk load, which runs alone) takes no locks.

ALTER TABLE sprint_participant
  ADD COLUMN seconds integer NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  ADD COLUMN lessons integer NOT NULL DEFAULT 0 CHECK (lessons >= 0),
  ADD COLUMN days integer NOT NULL DEFAULT 0 CHECK (days >= 0);

-- The first and last Asia/Shanghai day of a sprint (its end is exclusive), as daysOfWindow() computes them.
CREATE FUNCTION sprint_first_day(start_time timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
  $$ SELECT (start_time AT TIME ZONE 'Asia/Shanghai')::date $$;
CREATE FUNCTION sprint_last_day(end_time timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((end_time - interval '1 millisecond') AT TIME ZONE 'Asia/Shanghai')::date $$;

-- Locks each doctor of the statement (in id order, so two statements never wait for each other in a
-- circle); none for a bulk statement.
CREATE FUNCTION lock_studying_doctors(accounts bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(accounts) > 64 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(20291, a::int) FROM (SELECT DISTINCT unnest(accounts) AS a ORDER BY 1) d;
END $$;

CREATE FUNCTION keep_sprint_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT account_id, day, seconds, (seconds >= 60)::int AS days, lessons FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT account_id, day, -seconds AS seconds, -((seconds >= 60)::int) AS days, -lessons AS lessons FROM old_rows'
    ELSE 'SELECT account_id, day, seconds, (seconds >= 60)::int AS days, lessons FROM new_rows
          UNION ALL SELECT account_id, day, -seconds, -((seconds >= 60)::int), -lessons FROM old_rows'
  END;
  accounts bigint[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT account_id) FROM (%s) x', changes) INTO accounts;
  PERFORM lock_studying_doctors(accounts);
  EXECUTE format(
    'UPDATE sprint_participant p SET seconds = p.seconds + d.seconds, days = p.days + d.days, lessons = p.lessons + d.lessons
       FROM (SELECT x.account_id, s.id AS sprint_id, sum(x.seconds)::int AS seconds, sum(x.days)::int AS days,
                    sum(x.lessons)::int AS lessons
               FROM (%s) x JOIN sprint s ON x.day BETWEEN sprint_first_day(s.start_time) AND sprint_last_day(s.end_time)
              GROUP BY 1, 2) d
      WHERE p.sprint_id = d.sprint_id AND p.account_id = d.account_id
        AND (d.seconds <> 0 OR d.days <> 0 OR d.lessons <> 0)', changes);
  RETURN NULL;
END $$;
CREATE TRIGGER study_day_sprint_insert AFTER INSERT ON study_day REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_sprint_totals();
CREATE TRIGGER study_day_sprint_update AFTER UPDATE ON study_day REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_sprint_totals();
CREATE TRIGGER study_day_sprint_delete AFTER DELETE ON study_day REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_sprint_totals();

-- A new participant starts from the days it already studied in the sprint's month.
CREATE FUNCTION start_sprint_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_studying_doctors(ARRAY(SELECT account_id FROM new_rows));
  UPDATE sprint_participant p SET seconds = t.seconds, days = t.days, lessons = t.lessons
    FROM (SELECT n.sprint_id, n.account_id, coalesce(sum(d.seconds), 0)::int AS seconds,
                 (count(*) FILTER (WHERE d.seconds >= 60))::int AS days, coalesce(sum(d.lessons), 0)::int AS lessons
            FROM new_rows n JOIN sprint s ON s.id = n.sprint_id
            JOIN study_day d ON d.account_id = n.account_id
                            AND d.day BETWEEN sprint_first_day(s.start_time) AND sprint_last_day(s.end_time)
           GROUP BY 1, 2) t
   WHERE p.sprint_id = t.sprint_id AND p.account_id = t.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER sprint_participant_start AFTER INSERT ON sprint_participant REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION start_sprint_totals();

-- The standings' order (minutes desc, study days desc, who joined first, then the account), as an index:
-- a page of the ranking is an index range, and a doctor's rank the count of entries before theirs.
CREATE INDEX sprint_participant_rank_idx ON sprint_participant
  (sprint_id, (-(seconds / 60)), (-days), joined_at, account_id);

UPDATE sprint_participant p SET seconds = t.seconds, days = t.days, lessons = t.lessons
  FROM (SELECT p2.sprint_id, p2.account_id, coalesce(sum(d.seconds), 0)::int AS seconds,
               (count(*) FILTER (WHERE d.seconds >= 60))::int AS days, coalesce(sum(d.lessons), 0)::int AS lessons
          FROM sprint_participant p2 JOIN sprint s ON s.id = p2.sprint_id
          JOIN study_day d ON d.account_id = p2.account_id
                          AND d.day BETWEEN sprint_first_day(s.start_time) AND sprint_last_day(s.end_time)
         GROUP BY 1, 2) t
 WHERE p.sprint_id = t.sprint_id AND p.account_id = t.account_id;

-- A sprint whose window moves (an operator's edit) counts its participants' days again.
CREATE FUNCTION recount_sprint_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sprint_participant p SET
    seconds = coalesce(t.seconds, 0), days = coalesce(t.days, 0), lessons = coalesce(t.lessons, 0)
    FROM sprint_participant p2
    LEFT JOIN LATERAL (SELECT sum(d.seconds)::int AS seconds, (count(*) FILTER (WHERE d.seconds >= 60))::int AS days,
                              sum(d.lessons)::int AS lessons
                         FROM study_day d WHERE d.account_id = p2.account_id
                          AND d.day BETWEEN sprint_first_day(NEW.start_time) AND sprint_last_day(NEW.end_time)) t ON true
   WHERE p2.sprint_id = NEW.id AND p.sprint_id = p2.sprint_id AND p.account_id = p2.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER sprint_window_moved AFTER UPDATE OF start_time, end_time ON sprint FOR EACH ROW
  WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION recount_sprint_totals();
