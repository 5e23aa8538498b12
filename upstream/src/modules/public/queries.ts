import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

type StatementName = 'regions' | 'gaokaoProvinces' | 'dicts' | 'carousel'

export type PublicQueries = Readonly<Record<StatementName, Statement>>

/** The reference data the site loads at start (routes.ts), each in the site's order. */
export function publicQueries(db: Db): PublicQueries {
  return {
    regions: db.prepare('SELECT code, name FROM regions ORDER BY sort'),
    gaokaoProvinces: db.prepare('SELECT name AS sf, gkms FROM gaokao_provinces ORDER BY sort'),
    dicts: db.prepare(
      'SELECT code, code_name AS codeName, code_type AS codeType, sort FROM dicts ORDER BY code_type, sort',
    ),
    carousel: db.prepare('SELECT file_path AS filePath, url FROM carousel ORDER BY sort'),
  }
}
