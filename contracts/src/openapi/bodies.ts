import type { TSchema } from 'typebox/type'
import { HEAD_IMAGE_FIELD, HEAD_IMAGE_MAX_BYTES, HEAD_IMAGE_TYPES, uploadHeadImg } from '../api/personal.js'
import type { Endpoint } from '../endpoint.js'
import type { SchemaComponents } from './json-schema.js'
import type { MediaType, Parameter } from './types.js'

/**
 * An operation's request: a GET's body schema is its query string, one
 * parameter per property; a POST sends JSON, except the head image upload,
 * the one multipart call (contracts/src/api/personal.ts).
 */
export function queryParameters(query: TSchema, schemas: SchemaComponents): Parameter[] {
  const properties = (query as { properties?: Record<string, TSchema> }).properties ?? {}
  const required = new Set((query as { required?: string[] }).required ?? [])
  return Object.entries(properties).map(([name, schema]) => {
    const label = (schema as { title?: unknown }).title
    return {
      name,
      in: 'query' as const,
      required: required.has(name),
      ...(typeof label === 'string' ? { description: label } : {}),
      schema: schemas.ref(schema),
    }
  })
}

export function requestContent(e: Endpoint, schemas: SchemaComponents): Record<string, MediaType> {
  if (e === uploadHeadImg) {
    return {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [HEAD_IMAGE_FIELD],
          properties: {
            [HEAD_IMAGE_FIELD]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `the image, judged by its first bytes, not its name; at most ${HEAD_IMAGE_MAX_BYTES} bytes`,
            },
          },
        },
        encoding: { [HEAD_IMAGE_FIELD]: { contentType: HEAD_IMAGE_TYPES.join(', ') } },
      },
    }
  }
  return { 'application/json': { schema: schemas.ref(e.body) } }
}

/**
 * The media type of a call that answers a file rather than an envelope
 * (the wish table's Excel and PDF): its data schema is a binary string whose
 * description is the content type (contracts/src/api/planning.ts).
 */
export function fileAnswerType(data: TSchema): string | undefined {
  const s = data as { type?: unknown; format?: unknown; description?: unknown }
  return s.type === 'string' && s.format === 'binary' && typeof s.description === 'string' ? s.description : undefined
}
