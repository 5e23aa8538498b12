import { getCarousel, getDictList, provinces, provincesCities } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../lib/implement.js'
import { publicQueries } from './queries.js'

/** Reference data the site loads at start. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const q = publicQueries(app.db)

  implement(app, provincesCities, () => q.regions.all() as { code: string; name: string }[])
  implement(app, provinces, () => q.gaokaoProvinces.all() as { sf: string; gkms: '3+3' | '3+1+2' }[])
  implement(
    app,
    getDictList,
    () => q.dicts.all() as { code: string; codeName: string; codeType: string; sort: number }[],
  )
  implement(app, getCarousel, () => q.carousel.all() as { filePath: string; url: string }[])
}
