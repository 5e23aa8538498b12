import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { UpstreamConfig } from './config.js'
import { seedDemoAccounts } from './modules/account/demo-accounts.js'
import accountRoutes from './modules/account/routes.js'
import collegeRoutes from './modules/college/routes.js'
import contentRoutes from './modules/content/routes.js'
import conversionRoutes from './modules/conversion/routes.js'
import datasetRoutes from './modules/dataset/routes.js'
import evaluationRoutes from './modules/evaluation/routes.js'
import expertRoutes from './modules/expert/routes.js'
import healthRoutes from './modules/health/routes.js'
import homeRoutes from './modules/home/routes.js'
import majorRoutes from './modules/major/routes.js'
import membershipRoutes from './modules/membership/routes.js'
import personalRoutes from './modules/personal/routes.js'
import planningRoutes from './modules/planning/routes.js'
import professionRoutes from './modules/profession/routes.js'
import programmeRoutes from './modules/programme/routes.js'
import publicRoutes from './modules/public/routes.js'
import scoreLineRoutes from './modules/score-lines/routes.js'
import searchRoutes from './modules/search/routes.js'
import subjectRoutes from './modules/subject/routes.js'
import auth from './plugins/auth.js'
import database from './plugins/database.js'
import errors from './plugins/errors.js'
import jsonBody from './plugins/json-body.js'
import ranks from './plugins/ranks.js'
import userDb from './plugins/user-db.js'

/** The reference /api/v1 service: plugins first, then one module per domain. */
async function app(instance: FastifyInstance, config: UpstreamConfig): Promise<void> {
  await instance.register(errors)
  await instance.register(jsonBody)
  await instance.register(database, { dataDir: config.DATA_DIR })
  await instance.register(userDb, { databaseUrl: config.DATABASE_URL })
  // A POST without a body counts as {} so calls whose body is empty need not send one.
  instance.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {}
  })
  await instance.register(ranks)
  await instance.register(auth)
  const demoMode = config.DEMO_MODE === 'on'
  if (demoMode) await seedDemoAccounts(instance.userDb, instance.now, instance.ranks)
  await instance.register(healthRoutes)
  await instance.register(publicRoutes)
  await instance.register(datasetRoutes)
  await instance.register(accountRoutes, { demoMode })
  await instance.register(scoreLineRoutes)
  await instance.register(contentRoutes)
  await instance.register(homeRoutes, { hotline: config.SERVICE_HOTLINE, operator: config.SERVICE_OPERATOR })
  await instance.register(collegeRoutes)
  await instance.register(majorRoutes)
  await instance.register(professionRoutes)
  await instance.register(searchRoutes)
  await instance.register(planningRoutes)
  await instance.register(evaluationRoutes)
  await instance.register(subjectRoutes)
  await instance.register(personalRoutes, { dataDir: config.DATA_DIR })
  await instance.register(conversionRoutes)
  await instance.register(expertRoutes)
  await instance.register(programmeRoutes)
  await instance.register(membershipRoutes, { demoMode, sandboxSecret: config.PAY_SANDBOX_SECRET })
}

/** Not encapsulated: the error handlers and decorators apply to the whole server. */
export default fp(app, { name: 'upstream-app' })
