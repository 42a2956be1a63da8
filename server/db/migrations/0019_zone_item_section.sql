-- The zone detail's tabs (spec §3 tab labels 首页 / 活动 / 产品兑换 / 产品介绍;
-- docs/decisions/0032-tab-labels-where-the-spec-lists-them.md): every item shows under 首页, and under
-- the one other tab its section names. Items before this column take the section of their type: a
-- form or a task is an activity (活动), an article or a video a product introduction (产品介绍).
ALTER TABLE zone_item
  ADD COLUMN section text NOT NULL DEFAULT 'PRODUCT' CHECK (section IN ('ACTIVITY', 'EXCHANGE', 'PRODUCT'));
UPDATE zone_item SET section = 'ACTIVITY' WHERE type IN ('FORM', 'UTASK');
DROP INDEX zone_item_zone_idx;
CREATE INDEX zone_item_zone_idx ON zone_item (zone_id, section, published_at DESC, id);
