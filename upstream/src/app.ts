import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { UpstreamConfig } from './config.js'
import { seedDemoAccounts } from './modules/account/demo-accounts.js'
import accountRoutes from './modules/account/routes.js'
import datasetRoutes from './modules/dataset/routes.js'
import publicRoutes from './modules/public/routes.js'
import auth from './plugins/auth.js'
import database from './plugins/database.js'
import errors from './plugins/errors.js'
import ranks from './plugins/ranks.js'

/** The reference /api/v1 service: plugins first, then one module per domain. */
async function app(instance: FastifyInstance, config: UpstreamConfig): Promise<void> {
  await instance.register(errors)
  await instance.register(database, { dataDir: config.DATA_DIR })
  // A POST without a body counts as {} so calls whose body is empty need not send one.
  instance.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {}
  })
  await instance.register(ranks)
  await instance.register(auth)
  const demoMode = config.DEMO_MODE === 'on'
  if (demoMode) await seedDemoAccounts(instance.db, instance.now, instance.ranks)
  await instance.register(publicRoutes)
  await instance.register(datasetRoutes)
  await instance.register(accountRoutes, { demoMode })
}

/** Not encapsulated: the error handlers and decorators apply to the whole server. */
export default fp(app, { name: 'upstream-app' })
