import { getCarousel, getDictList, provinces, provincesCities } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../lib/implement.js'

/** Reference data the site loads at start. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const regions = app.db.prepare('SELECT code, name FROM regions ORDER BY sort')
  const gaokaoProvinces = app.db.prepare('SELECT name AS sf, gkms FROM gaokao_provinces ORDER BY sort')
  const dicts = app.db.prepare(
    'SELECT code, code_name AS codeName, code_type AS codeType, sort FROM dicts ORDER BY code_type, sort',
  )
  const carousel = app.db.prepare('SELECT file_path AS filePath, url FROM carousel ORDER BY sort')

  implement(app, provincesCities, () => regions.all() as { code: string; name: string }[])
  implement(app, provinces, () => gaokaoProvinces.all() as { sf: string; gkms: '3+3' | '3+1+2' }[])
  implement(app, getDictList, () => dicts.all() as { code: string; codeName: string; codeType: string; sort: number }[])
  implement(app, getCarousel, () => carousel.all() as { filePath: string; url: string }[])
}
