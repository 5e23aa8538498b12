// 3: accounts
export const ACCOUNTS = `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    phone TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    nick_name TEXT NOT NULL DEFAULT '',
    sex TEXT NOT NULL DEFAULT '',
    nation TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT '',
    fresh_graduate TEXT NOT NULL DEFAULT '',
    local_area TEXT NOT NULL DEFAULT '',
    province TEXT NOT NULL DEFAULT '',
    gk_year INTEGER,
    score INTEGER,
    wc INTEGER,
    xk TEXT NOT NULL DEFAULT '',
    sf TEXT NOT NULL DEFAULT '0' CHECK (sf IN ('0', '1')),
    u_type TEXT NOT NULL DEFAULT '0',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE verify_codes (
    id INTEGER PRIMARY KEY,
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER
  );
  CREATE INDEX verify_codes_by_phone ON verify_codes (phone, created_at);
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_by_user ON sessions (user_id);
  CREATE TABLE login_failures (
    phone TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    locked_until INTEGER
  );
  `
