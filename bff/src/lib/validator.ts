import AjvCompiler from '@fastify/ajv-compiler'
import {
  apiPath,
  type CompiledValidator,
  type Endpoint,
  type RequestFailure,
  refusingUnsafeNumbers,
  type SchemaValidationError,
} from '@gaokao/contracts'
import type { FastifyServerOptions } from 'fastify'

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator']
/** What the factory's compiler is called with for each route part (body, querystring ...). */
interface RouteSchema {
  schema: unknown
  method?: string
  url?: string
  httpPart?: string
}

/** Contract schemas carry the glossary's Chinese text in errorMessage; verbose lets the error handler read it. */
export const AJV_OPTIONS = { customOptions: { keywords: ['errorMessage'], verbose: true } }

// The package's types describe Ajv's compile(); at run time the compiler takes a route's schema definition.
const fastifyAjv = AjvCompiler() as unknown as (
  externalSchemas: unknown,
  options: unknown,
) => (route: RouteSchema) => CompiledValidator

/**
 * Fastify's own validator compiler (Ajv, Fastify's options plus AJV_OPTIONS),
 * each validator wrapped so that input it accepts with a number that is not
 * finite or past ±2^53 is a 400 instead (contracts' safe-numbers.ts).
 */
export const buildValidator = ((externalSchemas: unknown, options: unknown) => {
  const compile = fastifyAjv(externalSchemas, options)
  return (route: RouteSchema) => refusingUnsafeNumbers(compile(route), route.schema)
}) as unknown as ValidatorFactory

/**
 * A contract's body validator, the one a route would get: it coerces and
 * fills defaults in place as the upstream's does, so the bff refuses what the
 * upstream refuses, with the same Chinese message.
 */
export function compileBodyValidator(endpoint: Endpoint): CompiledValidator {
  const compile = (buildValidator as unknown as typeof fastifyAjv)({}, AJV_OPTIONS)
  const httpPart = endpoint.method === 'GET' ? 'querystring' : 'body'
  return compile({ schema: endpoint.body, method: endpoint.method, url: apiPath(endpoint), httpPart })
}

/** Input a contract refuses: the error handler answers 400 with the validator's first complaint in Chinese. */
export class InvalidInput extends Error implements RequestFailure {
  readonly statusCode = 400
  constructor(readonly validation: readonly SchemaValidationError[]) {
    super('input refused by its contract schema')
    this.name = 'InvalidInput'
  }
}
