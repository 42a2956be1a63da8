-- Counts a screen shows are kept as counters, written in the same transaction as the rows they count
-- (decision 0042, issue 29): a read takes one column instead of counting thousands of rows per request.
--
-- One trigger function, keep_count(), keeps every counter. Inserts and deletes fire it once per statement
-- with the statement's rows (a transition table): one set-based UPDATE whatever the statement's size, so a
-- doctor's single write costs one extra row update and a bulk load (the large-customer generator, a content
-- apply) one UPDATE per counter. An update fires it per row, and only when a column it counts by changes
-- (WHEN …): a lesson's view count bumps never touch its course. The counter's row stays locked until the
-- write commits: two writes of one counter wait for each other and never lose a count.
-- A counter counts only what this system recorded; the *_base columns (counts from before it) are added
-- where the count is shown, as before.

ALTER TABLE academy_course
  ADD COLUMN lesson_count integer NOT NULL DEFAULT 0 CHECK (lesson_count >= 0),
  ADD COLUMN sold_count integer NOT NULL DEFAULT 0 CHECK (sold_count >= 0);
ALTER TABLE lesson
  ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  ADD COLUMN comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0);
ALTER TABLE sns_comment
  ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  ADD COLUMN reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0);
ALTER TABLE sns_comment_reply
  ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0);
ALTER TABLE vote_item
  ADD COLUMN vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0);
ALTER TABLE zone
  ADD COLUMN follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0);
ALTER TABLE activity
  ADD COLUMN registration_count integer NOT NULL DEFAULT 0 CHECK (registration_count >= 0),
  ADD COLUMN appointment_count integer NOT NULL DEFAULT 0 CHECK (appointment_count >= 0);

-- keep_count(target table, counter column, source key columns, target key columns[, condition]): adds the
-- rows of the firing statement (or row) that meet the condition to the counter of the target row their keys
-- name, and takes away the old rows that met it. Keys are comma-separated column names, matched in order.
CREATE FUNCTION keep_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sources text[] := string_to_array(TG_ARGV[2], ',');
  targets text[] := string_to_array(TG_ARGV[3], ',');
  counted text := coalesce(TG_ARGV[4], 'true');
  keys text := array_to_string(sources, ', ');
  matches text;
  rows_sql text;
BEGIN
  SELECT string_agg(format('t.%I = d.%I', targets[i], sources[i]), ' AND ') INTO matches
    FROM generate_subscripts(sources, 1) AS i;
  rows_sql := CASE
    WHEN TG_LEVEL = 'ROW' THEN format(
      'SELECT %1$s, 1 AS n FROM (SELECT ($2).*) r WHERE %2$s UNION ALL SELECT %1$s, -1 FROM (SELECT ($1).*) r WHERE %2$s',
      keys, counted)
    WHEN TG_OP = 'INSERT' THEN format('SELECT %s, 1 AS n FROM new_rows WHERE %s', keys, counted)
    ELSE format('SELECT %s, -1 AS n FROM old_rows WHERE %s', keys, counted)
  END;
  EXECUTE format(
    'UPDATE %1$I t SET %2$I = t.%2$I + d.n FROM (SELECT %3$s, sum(n)::int AS n FROM (%4$s) x GROUP BY %3$s) d WHERE %5$s AND d.n <> 0',
    TG_ARGV[0], TG_ARGV[1], keys, rows_sql, matches)
    USING OLD, NEW;
  RETURN NULL;
END $$;

-- Declares a counter: its INSERT and DELETE triggers, and an UPDATE trigger when `changes` (a WHEN
-- condition on OLD and NEW) can move a row into or out of the count.
CREATE FUNCTION declare_counter(source text, name text, target text, counter text, source_keys text,
                                target_keys text, counted text, changes text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L, %L', target, counter, source_keys, target_keys)
               || CASE WHEN counted IS NULL THEN '' ELSE format(', %L', counted) END;
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION keep_count(%s)', name || '_insert', source, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION keep_count(%s)', name || '_delete', source, args);
  IF changes IS NOT NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (%s) EXECUTE FUNCTION keep_count(%s)',
                   name || '_update', source, changes, args);
  END IF;
END $$;

-- academy_course.lesson_count: the lessons whose course_id is the course.
SELECT declare_counter('lesson', 'lesson_count', 'academy_course', 'lesson_count', 'course_id', 'id',
  'course_id IS NOT NULL', 'OLD.course_id IS DISTINCT FROM NEW.course_id');
-- academy_course.sold_count: the doctors who hold the course now (a purchase not revoked).
SELECT declare_counter('course_purchase', 'sold_count', 'academy_course', 'sold_count', 'course_id', 'id',
  'revoked_at IS NULL', '(OLD.revoked_at IS NULL) <> (NEW.revoked_at IS NULL) OR OLD.course_id <> NEW.course_id');
-- lesson.like_count and lesson.comment_count (comments not deleted): rows naming the lesson by its type
-- (VIDEO, ARTICLE, LIVE …) and id, the way the social module names lessons (server/routes/sns.ts). Likes
-- and comments of other objects match no lesson and count nowhere.
SELECT declare_counter('sns_like', 'like_count', 'lesson', 'like_count', 'object_id,object_type',
  'id,lesson_type', NULL, NULL);
SELECT declare_counter('sns_comment', 'comment_count', 'lesson', 'comment_count', 'object_id,object_type',
  'id,lesson_type', 'deleted_at IS NULL', '(OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)');
-- sns_comment.like_count, sns_comment.reply_count (replies not deleted), sns_comment_reply.like_count.
SELECT declare_counter('sns_comment_like', 'like_count', 'sns_comment', 'like_count', 'comment_id', 'id',
  NULL, NULL);
SELECT declare_counter('sns_comment_reply', 'reply_count', 'sns_comment', 'reply_count', 'comment_id', 'id',
  'deleted_at IS NULL', '(OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)');
SELECT declare_counter('sns_comment_reply_like', 'like_count', 'sns_comment_reply', 'like_count', 'reply_id',
  'id', NULL, NULL);
-- vote_item.vote_count: the votes cast for the entry. A campaign's total is the sum over its entries, not
-- a counter of its own: every vote of a campaign would otherwise wait for the campaign's one row.
SELECT declare_counter('vote_record', 'vote_count', 'vote_item', 'vote_count', 'item_id', 'id', NULL, NULL);
-- zone.follower_count; activity.registration_count and activity.appointment_count (SUBSCRIBED).
SELECT declare_counter('zone_follow', 'follower_count', 'zone', 'follower_count', 'zone_id', 'id', NULL, NULL);
SELECT declare_counter('activity_registration', 'registration_count', 'activity', 'registration_count',
  'activity_id', 'id', NULL, NULL);
SELECT declare_counter('activity_appointment', 'appointment_count', 'activity', 'appointment_count',
  'activity_id', 'id', 'status = ''SUBSCRIBED''', 'OLD.status IS DISTINCT FROM NEW.status');
DROP FUNCTION declare_counter(text, text, text, text, text, text, text, text);

-- The ranking of a campaign's entries reads this index (most votes first, ties by number) instead of
-- sorting the campaign's items by a count of their votes.
CREATE INDEX vote_item_rank_idx ON vote_item (promotion_id, (base_votes + vote_count) DESC, number)
  WHERE retired_at IS NULL;

-- ------------------------------------------------------------------------------------------------ backfill
UPDATE academy_course c SET
  lesson_count = (SELECT count(*) FROM lesson l WHERE l.course_id = c.id),
  sold_count = (SELECT count(*) FROM course_purchase p WHERE p.course_id = c.id AND p.revoked_at IS NULL);
UPDATE lesson l SET
  like_count = (SELECT count(*) FROM sns_like s WHERE s.object_type = l.lesson_type AND s.object_id = l.id),
  comment_count = (SELECT count(*) FROM sns_comment s
                    WHERE s.object_type = l.lesson_type AND s.object_id = l.id AND s.deleted_at IS NULL);
UPDATE sns_comment c SET
  like_count = (SELECT count(*) FROM sns_comment_like k WHERE k.comment_id = c.id),
  reply_count = (SELECT count(*) FROM sns_comment_reply r WHERE r.comment_id = c.id AND r.deleted_at IS NULL)
 WHERE EXISTS (SELECT 1 FROM sns_comment_like k WHERE k.comment_id = c.id)
    OR EXISTS (SELECT 1 FROM sns_comment_reply r WHERE r.comment_id = c.id);
UPDATE sns_comment_reply r SET like_count = (SELECT count(*) FROM sns_comment_reply_like k WHERE k.reply_id = r.id);
UPDATE vote_item i SET vote_count = (SELECT count(*) FROM vote_record r WHERE r.item_id = i.id);
UPDATE zone z SET follower_count = (SELECT count(*) FROM zone_follow f WHERE f.zone_id = z.id);
UPDATE activity a SET
  registration_count = (SELECT count(*) FROM activity_registration r WHERE r.activity_id = a.id),
  appointment_count = (SELECT count(*) FROM activity_appointment p
                        WHERE p.activity_id = a.id AND p.status = 'SUBSCRIBED');

-- Indexes the doctor's reads lacked: a course's holders, and the home list's two orders (most viewed,
-- newest) over the active courses.
CREATE INDEX course_purchase_course_idx ON course_purchase (course_id) WHERE revoked_at IS NULL;
CREATE INDEX academy_course_heat_idx ON academy_course (view_count DESC, id DESC) WHERE status = 'ACTIVE';
CREATE INDEX academy_course_new_idx ON academy_course (created_at DESC, id DESC) WHERE status = 'ACTIVE';
