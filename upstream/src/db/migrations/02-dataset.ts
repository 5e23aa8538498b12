// 2: the reference dataset. Authored facts first, then the generated
// figures. Generated tables are WITHOUT ROWID, clustered on the key they are
// read by; src/dataset/seed.ts drops and rebuilds their secondary indexes
// around a reseed, so declare every index here and only here.
export const DATASET = `
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
  `
