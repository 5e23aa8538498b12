import { getCarousel, getDictList, provinces, provincesCities } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../lib/implement.js'
import { publicQueries } from './queries.js'

/** Reference data the site loads at start. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { regions, gaokaoProvinces, dicts, carousel } = publicQueries(app.db)

  implement(app, provincesCities, () => regions.all() as { code: string; name: string }[])
  implement(app, provinces, () => gaokaoProvinces.all() as { sf: string; gkms: '3+3' | '3+1+2' }[])
  implement(app, getDictList, () => dicts.all() as { code: string; codeName: string; codeType: string; sort: number }[])
  implement(app, getCarousel, () => carousel.all() as { filePath: string; url: string }[])
}
