// 5: volunteer tables (志愿表) and their lines. Lines name units by
// school, group and major id without foreign keys to the dataset: a reseed
// rebuilds those tables, and a line whose unit is gone is shown as such.
export const VOLUNTEER_TABLES = `
  CREATE TABLE wish_lists (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('self', 'ai')),
    name TEXT NOT NULL,
    info TEXT NOT NULL DEFAULT '',
    province TEXT NOT NULL,
    track TEXT NOT NULL,
    batch TEXT NOT NULL,
    accept_adjust INTEGER NOT NULL DEFAULT 1 CHECK (accept_adjust IN (0, 1)),
    physical TEXT NOT NULL DEFAULT '{}',
    preferences TEXT,
    sort_order INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (user_id, name)
  );
  CREATE INDEX wish_lists_by_user ON wish_lists (user_id, sort_order);
  CREATE TABLE wish_lines (
    id INTEGER PRIMARY KEY,
    wish_id INTEGER NOT NULL REFERENCES wish_lists (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    school_id INTEGER NOT NULL,
    group_code TEXT NOT NULL,
    major_id INTEGER NOT NULL,
    majors TEXT NOT NULL DEFAULT '[]',
    why TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    UNIQUE (wish_id, school_id, group_code, major_id)
  );
  CREATE INDEX wish_lines_by_position ON wish_lines (wish_id, position);
  `
