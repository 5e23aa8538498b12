import AjvCompiler from '@fastify/ajv-compiler'
import { type CompiledValidator, refusingUnsafeNumbers } from '@gaokao/contracts'
import type { FastifyServerOptions } from 'fastify'

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator']
/** What the factory's compiler is called with for each route part (body, querystring ...). */
interface RouteSchema {
  schema: unknown
}

// The package's types describe Ajv's compile(); at run time the compiler takes a route's schema definition.
const fastifyAjv = AjvCompiler() as unknown as (
  externalSchemas: unknown,
  options: unknown,
) => (route: RouteSchema) => CompiledValidator

/**
 * Fastify's own validator compiler (Ajv, Fastify's options plus the server's
 * `ajv` ones), each validator wrapped so that a body it accepts with a number
 * that is not finite or past ±2^53 is a 400 instead (contracts' safe-numbers.ts).
 */
export const buildValidator = ((externalSchemas: unknown, options: unknown) => {
  const compile = fastifyAjv(externalSchemas, options)
  return (route: RouteSchema) => refusingUnsafeNumbers(compile(route), route.schema)
}) as unknown as ValidatorFactory
