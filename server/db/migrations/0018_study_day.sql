-- One ledger of study time (docs/decisions/0023-one-ledger-of-study-time.md; docs/server.md, Study time).
-- Every lesson progress save (course.saveProgress) adds the time watched since the doctor's last save of
-- that lesson to the doctor's Asia/Shanghai day, and a lesson finished for the first time. Every reader
-- of study time reads it: 我的成长学院's 学习时长 (academy.userSummary), the study sprint month (its
-- month's days, for its participants) and the DURATION activity (its window's days).
CREATE TABLE study_day (
  account_id bigint NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  -- The Asia/Shanghai calendar day.
  day        date NOT NULL,
  -- Time studied that day; a day holds at most 24 hours, however many saves arrive.
  seconds    integer NOT NULL DEFAULT 0 CHECK (seconds BETWEEN 0 AND 86400),
  -- Lessons finished for the first time that day.
  lessons    integer NOT NULL DEFAULT 0 CHECK (lessons >= 0),
  PRIMARY KEY (account_id, day)
);

-- The two tables it replaces recorded the same study twice (the sprint's days while a sprint ran, the
-- DURATION activity's days per activity): a day keeps the larger of what they held, never their sum.
INSERT INTO study_day (account_id, day, seconds, lessons)
SELECT account_id, day, least(86400, max(seconds)), max(lessons)
FROM (
  SELECT account_id, study_day AS day, minutes * 60 + seconds AS seconds, lessons FROM sprint_study_day
  UNION ALL
  SELECT account_id, day, minutes * 60 AS seconds, 0 AS lessons FROM activity_study_log
) AS logged
GROUP BY account_id, day;

DROP TABLE sprint_study_day;
DROP TABLE activity_study_log;
