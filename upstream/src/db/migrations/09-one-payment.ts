// 9: one payment per product (docs/payments.md, "One payment per product").
// Orders gain the refunding state (a real provider took money the order
// could not accept) and the reason an order closed or is refunding;
// SQLite cannot change a CHECK in place, so the table is rebuilt. A grant
// may not start while the user holds the same product: the settlement
// checks that inside its transaction, and this trigger stops any path that
// forgets, so a second grant fails instead of being written.
export const ONE_PAYMENT = `
  CREATE TABLE pay_orders_next (
    order_no TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_code TEXT NOT NULL,
    product_name TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    provider TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'closed', 'expired', 'refunding')),
    status_reason TEXT CHECK (status_reason IN ('held', 'late')),
    code_url TEXT NOT NULL,
    trade_no TEXT,
    valid_until INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    paid_at INTEGER,
    closed_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  INSERT INTO pay_orders_next (order_no, user_id, product_code, product_name, amount, provider, idempotency_key,
    status, code_url, trade_no, valid_until, created_at, expires_at, paid_at, closed_at)
  SELECT order_no, user_id, product_code, product_name, amount, provider, idempotency_key,
    status, code_url, trade_no, valid_until, created_at, expires_at, paid_at, closed_at FROM pay_orders;
  DROP TABLE pay_orders;
  ALTER TABLE pay_orders_next RENAME TO pay_orders;
  CREATE INDEX pay_orders_by_user ON pay_orders (user_id, created_at DESC);
  CREATE INDEX pay_orders_open ON pay_orders (user_id, product_code) WHERE status = 'created';
  CREATE TRIGGER member_grants_one_at_a_time BEFORE INSERT ON member_grants
  WHEN EXISTS (
    SELECT 1 FROM member_grants
    WHERE user_id = NEW.user_id AND product_code = NEW.product_code AND expires_at > NEW.starts_at
  )
  BEGIN
    SELECT RAISE(ABORT, 'member_grants: the user already holds this product');
  END;
  `
