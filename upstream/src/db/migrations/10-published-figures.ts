// 10: published figures beside generated ones (docs/real-data.md). A published
// 一分一段表 stops at a floor and may open with a "this score and above" row;
// a published 投档线 prints no average and no places, and its rank is either
// published, derived from the table, or not derivable (NULL). Generated
// tables are rebuilt by the next seed, so school_admissions is simply re-created.
export const PUBLISHED_FIGURES = `
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
  `
