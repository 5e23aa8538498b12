/**
 * The parts of an OpenAPI 3.1 document the generator writes, typed only as
 * far as it needs: a schema is plain JSON Schema 2020-12, kept as JSON.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonSchema = { [key: string]: Json }

export interface Parameter {
  name: string
  in: 'query' | 'header'
  required: boolean
  description?: string
  schema: JsonSchema
}

export interface MediaType {
  schema: JsonSchema
  /** Per-part content types of a multipart body. */
  encoding?: Record<string, { contentType: string }>
}

export interface Response {
  description: string
  headers?: Record<string, { description: string; schema: JsonSchema }>
  content?: Record<string, MediaType>
}

export type RefOr<T> = T | { $ref: string }

export interface Operation {
  operationId: string
  summary: string
  description: string
  tags: string[]
  parameters?: RefOr<Parameter>[]
  requestBody?: { required: boolean; content: Record<string, MediaType> }
  responses: Record<string, RefOr<Response>>
  security?: Record<string, string[]>[]
  /** Extensions (x-cache, x-session, x-parts): docs/openapi.md. */
  [extension: `x-${string}`]: Json
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description: string }[]
  tags: { name: string; description?: string }[]
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>
  components: {
    schemas: Record<string, JsonSchema>
    parameters: Record<string, Parameter>
    responses: Record<string, Response>
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>
  }
}
