// 6: assessments taken: unfinished answers kept per user and
// assessment so a test can be left and resumed, finished reports with their
// scores and code, and the users' head images (the files live under DATA_DIR).
export const ASSESSMENTS = `
  CREATE TABLE evaluation_progress (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    assessment_id INTEGER NOT NULL,
    answers TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, assessment_id)
  ) WITHOUT ROWID;
  CREATE TABLE evaluation_reports (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    assessment_id INTEGER NOT NULL,
    answers TEXT NOT NULL,
    scores TEXT NOT NULL,
    code TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL
  );
  CREATE INDEX evaluation_reports_by_user ON evaluation_reports (user_id, finished_at DESC, id DESC);
  CREATE INDEX evaluation_reports_by_assessment ON evaluation_reports (user_id, assessment_id, finished_at DESC, id DESC);
  CREATE TABLE head_images (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    type TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  `
