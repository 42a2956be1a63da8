-- Share rewards (spec §3 share config `shareRewardScore`; issue 15 item 23; docs/server.md, Scholarship).
-- A completed share of a screen whose share config carries a reward credits that many 麦豆 once per
-- doctor, shared target and Asia/Shanghai day, at most SHARE_REWARDS_PER_DAY targets a day.
ALTER TABLE scholarship_record DROP CONSTRAINT scholarship_record_source_check;
ALTER TABLE scholarship_record ADD CONSTRAINT scholarship_record_source_check
  CHECK (source IN ('TASK', 'EXCHANGE', 'SPRINT', 'LOTTERY', 'ACTIVITY', 'SHARE'));

CREATE TABLE share_reward (
  account_id bigint NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  -- The Asia/Shanghai calendar day of the share.
  reward_day date NOT NULL,
  -- What was shared: `lesson:<type>:<id>` for a lesson, else the shared link's path and query.
  target     text NOT NULL CHECK (char_length(target) BETWEEN 1 AND 300),
  record_id  bigint NOT NULL REFERENCES scholarship_record (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, reward_day, target)
);
