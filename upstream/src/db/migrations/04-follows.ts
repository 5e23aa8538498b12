// 4: what users follow (关注): colleges and majors. No foreign key to
// colleges or majors: a dataset reseed rebuilds those tables, and a follow of
// an id that is gone is simply not listed.
export const FOLLOWS = `
  CREATE TABLE user_focus (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('school', 'major')),
    target_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, target_id)
  ) WITHOUT ROWID;
  `
