-- vote_promotion.item_count: the campaign's entries in the running (not retired), a counter keep_count()
-- keeps (migration 0024, decision 0042). Every page of a campaign's entries answers its total: a count of
-- 2,000 entries per request read their rows, which each vote's counter bump keeps from being index-only.
ALTER TABLE vote_promotion ADD COLUMN item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0);
CREATE TRIGGER vote_item_count_insert AFTER INSERT ON vote_item REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count('vote_promotion', 'item_count', 'promotion_id', 'id',
    'retired_at IS NULL');
CREATE TRIGGER vote_item_count_delete AFTER DELETE ON vote_item REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count('vote_promotion', 'item_count', 'promotion_id', 'id',
    'retired_at IS NULL');
-- A vote's counter bump (vote_count) changes neither column: the WHEN keeps it from firing.
CREATE TRIGGER vote_item_count_update AFTER UPDATE ON vote_item FOR EACH ROW
  WHEN ((OLD.retired_at IS NULL) <> (NEW.retired_at IS NULL) OR OLD.promotion_id <> NEW.promotion_id)
  EXECUTE FUNCTION keep_count('vote_promotion', 'item_count', 'promotion_id', 'id', 'retired_at IS NULL');
UPDATE vote_promotion p SET item_count =
  (SELECT count(*) FROM vote_item i WHERE i.promotion_id = p.id AND i.retired_at IS NULL);
