-- A doctor's orders paid and waiting to be fulfilled (PAID: 支付成功但未发货), which every order list and
-- purchase check reads (heldCourses, paidItems in server/academy/access.ts): a few rows out of a doctor's
-- thousands of orders, found without reading the others (issue 29).
CREATE INDEX shop_order_paid_idx ON shop_order (account_id) WHERE status = 'PAID';
