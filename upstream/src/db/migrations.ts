/**
 * Schema migrations, applied in order; PRAGMA user_version records how many
 * have run. Append new ones, never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE regions (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    parent_code TEXT,
    sort INTEGER NOT NULL
  );
  CREATE TABLE gaokao_provinces (
    name TEXT PRIMARY KEY,
    region_code TEXT NOT NULL,
    gkms TEXT NOT NULL CHECK (gkms IN ('3+3', '3+1+2')),
    sort INTEGER NOT NULL
  );
  CREATE TABLE dicts (
    code_type TEXT NOT NULL,
    code TEXT NOT NULL,
    code_name TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (code_type, code)
  );
  CREATE TABLE carousel (
    id INTEGER PRIMARY KEY,
    file_path TEXT NOT NULL,
    url TEXT NOT NULL,
    sort INTEGER NOT NULL
  );
  `,
  // 2: the reference dataset (issue 3). Authored facts first, then the generated
  // figures. Generated tables are WITHOUT ROWID, clustered on the key they are
  // read by; src/dataset/seed.ts drops and rebuilds their secondary indexes
  // around a reseed, so declare every index here and only here.
  `
  CREATE TABLE colleges (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL,
    name TEXT NOT NULL UNIQUE,
    province TEXT NOT NULL,
    city TEXT NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('本科', '专科')),
    type TEXT NOT NULL,
    nature TEXT NOT NULL,
    authority TEXT NOT NULL,
    founded INTEGER NOT NULL,
    website TEXT NOT NULL,
    intro TEXT NOT NULL
  );
  CREATE INDEX colleges_by_province ON colleges (province, level);
  CREATE TABLE college_tags (
    college_id INTEGER NOT NULL REFERENCES colleges (id),
    tag TEXT NOT NULL,
    PRIMARY KEY (college_id, tag)
  ) WITHOUT ROWID;
  CREATE INDEX college_tags_by_tag ON college_tags (tag, college_id);

  CREATE TABLE majors (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('本科', '专科')),
    category TEXT NOT NULL,
    class_name TEXT NOT NULL,
    class_code TEXT NOT NULL,
    degree TEXT NOT NULL,
    duration INTEGER NOT NULL,
    intro TEXT NOT NULL,
    courses TEXT NOT NULL,
    careers TEXT NOT NULL
  );
  CREATE INDEX majors_by_name ON majors (name);
  CREATE INDEX majors_by_class ON majors (level, class_code);

  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    industry TEXT NOT NULL,
    description TEXT NOT NULL,
    major_names TEXT NOT NULL,
    salary_min INTEGER NOT NULL,
    salary_max INTEGER NOT NULL,
    outlook TEXT NOT NULL
  );
  CREATE INDEX jobs_by_industry ON jobs (industry);
  CREATE TABLE job_majors (
    job_id INTEGER NOT NULL REFERENCES jobs (id),
    major_id INTEGER NOT NULL REFERENCES majors (id),
    PRIMARY KEY (job_id, major_id)
  ) WITHOUT ROWID;
  CREATE INDEX job_majors_by_major ON job_majors (major_id, job_id);

  CREATE TABLE assessments (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    intro TEXT NOT NULL,
    minutes INTEGER NOT NULL,
    dimensions TEXT NOT NULL,
    types TEXT
  );
  CREATE TABLE assessment_questions (
    id INTEGER PRIMARY KEY,
    assessment_id INTEGER NOT NULL REFERENCES assessments (id),
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    options TEXT NOT NULL,
    UNIQUE (assessment_id, position)
  );

  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('news', 'notice')),
    title TEXT NOT NULL,
    date TEXT NOT NULL,
    source TEXT NOT NULL,
    summary TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE INDEX articles_by_kind_date ON articles (kind, date DESC);

  CREATE TABLE volunteer_rules (
    province TEXT PRIMARY KEY,
    mode TEXT NOT NULL CHECK (mode IN ('院校专业组', '专业+院校', '院校')),
    volunteers INTEGER NOT NULL,
    majors_per_volunteer INTEGER NOT NULL,
    note TEXT NOT NULL
  );

  CREATE TABLE cohorts (
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    candidates INTEGER NOT NULL,
    top_score INTEGER NOT NULL,
    PRIMARY KEY (province, year, track)
  ) WITHOUT ROWID;
  CREATE TABLE score_ranks (
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    score INTEGER NOT NULL,
    count INTEGER NOT NULL CHECK (count > 0),
    rank INTEGER NOT NULL,
    PRIMARY KEY (province, year, track, score)
  ) WITHOUT ROWID;
  CREATE INDEX score_ranks_by_rank ON score_ranks (province, year, track, rank);
  CREATE TABLE batch_lines (
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    batch TEXT NOT NULL,
    score INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    PRIMARY KEY (province, year, track, batch)
  ) WITHOUT ROWID;

  CREATE TABLE school_majors (
    school_id INTEGER NOT NULL REFERENCES colleges (id),
    major_id INTEGER NOT NULL REFERENCES majors (id),
    subject_requirement TEXT NOT NULL,
    PRIMARY KEY (school_id, major_id)
  ) WITHOUT ROWID;
  CREATE INDEX school_majors_by_major ON school_majors (major_id, school_id);
  CREATE TABLE school_admissions (
    school_id INTEGER NOT NULL REFERENCES colleges (id),
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    batch TEXT NOT NULL,
    group_code TEXT NOT NULL,
    min_score INTEGER NOT NULL,
    min_rank INTEGER NOT NULL,
    avg_score INTEGER NOT NULL,
    places INTEGER NOT NULL,
    PRIMARY KEY (school_id, province, year, track, batch, group_code)
  ) WITHOUT ROWID;
  CREATE INDEX school_admissions_by_rank ON school_admissions (province, year, track, min_rank);
  CREATE TABLE major_admissions (
    school_id INTEGER NOT NULL,
    major_id INTEGER NOT NULL,
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    batch TEXT NOT NULL,
    group_code TEXT NOT NULL,
    min_score INTEGER NOT NULL,
    min_rank INTEGER NOT NULL,
    avg_score INTEGER NOT NULL,
    places INTEGER NOT NULL,
    PRIMARY KEY (school_id, province, year, track, major_id),
    FOREIGN KEY (school_id, major_id) REFERENCES school_majors (school_id, major_id)
  ) WITHOUT ROWID;
  CREATE INDEX major_admissions_by_rank ON major_admissions (province, year, track, min_rank);
  CREATE INDEX major_admissions_by_major ON major_admissions (major_id, province, year);
  CREATE TABLE enrolment_plans (
    school_id INTEGER NOT NULL,
    major_id INTEGER NOT NULL,
    province TEXT NOT NULL,
    track TEXT NOT NULL,
    year INTEGER NOT NULL,
    batch TEXT NOT NULL,
    group_code TEXT NOT NULL,
    places INTEGER NOT NULL,
    tuition INTEGER NOT NULL,
    duration INTEGER NOT NULL,
    subject_requirement TEXT NOT NULL,
    PRIMARY KEY (school_id, province, track, major_id, year),
    FOREIGN KEY (school_id, major_id) REFERENCES school_majors (school_id, major_id)
  ) WITHOUT ROWID;
  CREATE INDEX enrolment_plans_by_province ON enrolment_plans (province, track, year, school_id);
  CREATE INDEX enrolment_plans_by_major ON enrolment_plans (major_id, province);
  CREATE TABLE school_rankings (
    school_id INTEGER PRIMARY KEY REFERENCES colleges (id),
    level TEXT NOT NULL,
    rank INTEGER NOT NULL,
    type_rank INTEGER NOT NULL,
    score REAL NOT NULL
  );
  CREATE INDEX school_rankings_by_rank ON school_rankings (level, rank);
  `,
  // 3: accounts (issue 4)
  `
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
  `,
  // 4: what users follow (关注): colleges and majors (issue 6). No foreign key to
  // colleges or majors: a dataset reseed rebuilds those tables, and a follow of
  // an id that is gone is simply not listed.
  `
  CREATE TABLE user_focus (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('school', 'major')),
    target_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, target_id)
  ) WITHOUT ROWID;
  `,
  // 5: volunteer tables (志愿表) and their lines (issue 7). Lines name units by
  // school, group and major id without foreign keys to the dataset: a reseed
  // rebuilds those tables, and a line whose unit is gone is shown as such.
  `
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
  `,
  // 6: assessments taken (issue 9): unfinished answers kept per user and
  // assessment so a test can be left and resumed, finished reports with their
  // scores and code, and the users' head images (the files live under DATA_DIR).
  `
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
  `,
  // 7: expert one-to-one (issue 9): consultations a user submits and their
  // expert-assisted plans (辅助方案) with the last generated report as JSON.
  `
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
  `,
  // 8: membership and payment (issue 8). Amounts are fen (integers). An order
  // moves created -> paid | closed | expired once; grants are unique by their
  // source (an order or a card), so nothing activates twice. pay_callbacks
  // keeps every provider callback's outcome, refusals included, for audit.
  `
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
  `,
  // 9: one payment per product (docs/payments.md, "One payment per product").
  // Orders gain the refunding state (a real provider took money the order
  // could not accept) and the reason an order closed or is refunding;
  // SQLite cannot change a CHECK in place, so the table is rebuilt. A grant
  // may not start while the user holds the same product: the settlement
  // checks that inside its transaction, and this trigger stops any path that
  // forgets, so a second grant fails instead of being written.
  `
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
  `,
  // 10: published figures beside generated ones (docs/real-data.md). A published
  // 一分一段表 stops at a floor and may open with a "this score and above" row;
  // a published 投档线 prints no average and no places, and its rank is either
  // published, derived from the table, or not derivable (NULL). Generated
  // tables are rebuilt by the next seed, so school_admissions is simply re-created.
  `
  ALTER TABLE cohorts ADD COLUMN floor_score INTEGER;
  ALTER TABLE cohorts ADD COLUMN above_top_rank INTEGER;
  ALTER TABLE cohorts ADD COLUMN source_url TEXT NOT NULL DEFAULT '';
  ALTER TABLE batch_lines ADD COLUMN source_url TEXT NOT NULL DEFAULT '';
  DROP TABLE school_admissions;
  CREATE TABLE school_admissions (
    school_id INTEGER NOT NULL REFERENCES colleges (id),
    province TEXT NOT NULL,
    year INTEGER NOT NULL,
    track TEXT NOT NULL,
    batch TEXT NOT NULL,
    group_code TEXT NOT NULL,
    printed_name TEXT NOT NULL DEFAULT '',
    min_score INTEGER NOT NULL,
    min_rank INTEGER,
    avg_score INTEGER,
    places INTEGER,
    rank_kind TEXT NOT NULL DEFAULT 'generated' CHECK (rank_kind IN ('published', 'derived', 'generated', 'none')),
    source_url TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (school_id, province, year, track, batch, group_code, printed_name)
  ) WITHOUT ROWID;
  CREATE INDEX school_admissions_by_rank ON school_admissions (province, year, track, min_rank);
  `,
  // 11: every institution of the MOE list is a college (docs/real-data.md, "Colleges:
  // the MOE list"). One known only from the list has no founding year (NULL) and no
  // introduction (''), and its type is read off its name (source 'moe'); the list's
  // 招生网 is kept for every college it holds. SQLite cannot drop a NOT NULL, so the
  // table is rebuilt. The rows that point at a college are all dataset rows: they are
  // emptied with the dataset version, so the seed that follows on this start refills
  // everything.
  `
  DELETE FROM meta WHERE key = 'dataset_version';
  DELETE FROM major_admissions;
  DELETE FROM enrolment_plans;
  DELETE FROM school_majors;
  DELETE FROM school_admissions;
  DELETE FROM school_rankings;
  DELETE FROM college_tags;
  DROP TABLE colleges;
  CREATE TABLE colleges (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL,
    name TEXT NOT NULL UNIQUE,
    province TEXT NOT NULL,
    city TEXT NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('本科', '专科')),
    type TEXT NOT NULL,
    nature TEXT NOT NULL,
    authority TEXT NOT NULL,
    founded INTEGER,
    website TEXT NOT NULL,
    intro TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('authored', 'moe')),
    admission_site TEXT NOT NULL
  );
  CREATE INDEX colleges_by_province ON colleges (province, level);
  `,
]
