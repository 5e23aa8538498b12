// 8: membership and payment. Amounts are fen (integers). An order
// moves created -> paid | closed | expired once; grants are unique by their
// source (an order or a card), so nothing activates twice. pay_callbacks
// keeps every provider callback's outcome, refusals included, for audit.
export const MEMBERSHIP = `
  CREATE TABLE pay_orders (
    order_no TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_code TEXT NOT NULL,
    product_name TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    provider TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'closed', 'expired')),
    code_url TEXT NOT NULL,
    trade_no TEXT,
    valid_until INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    paid_at INTEGER,
    closed_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX pay_orders_by_user ON pay_orders (user_id, created_at DESC);
  CREATE TABLE pay_callbacks (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL,
    order_no TEXT,
    outcome TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    received_at INTEGER NOT NULL
  );
  CREATE INDEX pay_callbacks_by_order ON pay_callbacks (order_no, id);
  CREATE TABLE member_grants (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_code TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('order', 'card')),
    source_ref TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (source, source_ref)
  );
  CREATE INDEX member_grants_by_user ON member_grants (user_id, product_code, expires_at);
  CREATE TABLE vip_cards (
    code TEXT PRIMARY KEY,
    product_code TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE dedicated_codes (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('学校', '机构')),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE user_dedicated_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code TEXT NOT NULL REFERENCES dedicated_codes (code),
    bound_at INTEGER NOT NULL
  );
  `
