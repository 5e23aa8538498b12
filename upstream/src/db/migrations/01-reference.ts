// 1: the reference tables (regions, provinces, dictionaries, banners) and meta, where the seeds record their versions.
export const REFERENCE = `
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
  `
