// 7: expert one-to-one: consultations a user submits and their
// expert-assisted plans (辅助方案) with the last generated report as JSON.
export const EXPERT = `
  CREATE TABLE expert_consults (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expert_id INTEGER NOT NULL,
    topic TEXT NOT NULL,
    preferred_time TEXT NOT NULL,
    channel TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    question TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT '已提交',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX expert_consults_by_user ON expert_consults (user_id, created_at DESC, id DESC);
  CREATE TABLE expert_schemes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    answers TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    province TEXT NOT NULL,
    track TEXT NOT NULL,
    xk TEXT NOT NULL,
    score INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    report TEXT,
    report_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX expert_schemes_by_user ON expert_schemes (user_id, updated_at DESC, id DESC);
  `
