// 11: every institution of the MOE list is a college (docs/real-data.md, "Colleges:
// the MOE list"). One known only from the list has no founding year (NULL) and no
// introduction (''), and its type is read off its name (source 'moe'); the list's
// 招生网 is kept for every college it holds. SQLite cannot drop a NOT NULL, so the
// table is rebuilt. The rows that point at a college are all dataset rows: they are
// emptied with the dataset version, so the seed that follows on this start refills
// everything.
export const MOE_COLLEGES = `
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
  `
