-- Content kinds forms and lotteries (server/content/forms.ts, lotteries.ts). A prize that a forced publish
-- removed although doctors had won it: kept for their records, out of the prize list, never drawn again.
ALTER TABLE lottery_prize ADD COLUMN retired_at timestamptz;
