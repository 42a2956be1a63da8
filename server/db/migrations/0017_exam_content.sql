-- Exams as content (content/exams/<id>.json, server/content/exams.ts): what an operator sets per exam
-- beyond 0007 — a time limit per attempt, how many attempts a doctor has, and the certificate template's
-- texts — and a question retired by a forced publish instead of deleted, so the answers doctors gave to
-- it (exam_answer) and the scores they made stay as they were.

ALTER TABLE exam
  -- Minutes an attempt may last from its start; NULL: no limit.
  ADD COLUMN time_limit_minutes integer CHECK (time_limit_minutes BETWEEN 1 AND 1440),
  -- Attempts a doctor may start; NULL: no limit.
  ADD COLUMN max_attempts integer CHECK (max_attempts BETWEEN 1 AND 1000),
  -- The title printed on the certificates a pass issues; '': "<related title> · <template name>".
  ADD COLUMN certificate_title text NOT NULL DEFAULT '',
  -- The issuer printed on them; '': the product's name.
  ADD COLUMN certificate_issuer text NOT NULL DEFAULT '';

-- A retired question is out of the paper and the scoring; the attempts that answered it keep their
-- answers and scores, and 查看答案 still shows it to them.
ALTER TABLE exam_question ADD COLUMN retired_at timestamptz;
-- Positions are unique among the questions asked; a retired question keeps the position it had.
ALTER TABLE exam_question DROP CONSTRAINT exam_question_exam_id_sort_order_key;
CREATE UNIQUE INDEX exam_question_order_key ON exam_question (exam_id, sort_order) WHERE retired_at IS NULL;
