import { apiPath, HEAD_IMAGE_MAX_BYTES, uploadHeadImg } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { forward } from './proxy.js'

/** Room for the multipart framing around the image (boundaries, part headers). */
const FRAMING_BYTES = 16 * 1024
const MULTIPART = 'multipart/form-data'

/**
 * The one call whose body is multipart (uploadHeadImg): this exact path, and
 * no other, takes multipart/form-data, as bytes up to the image limit plus
 * framing, and passes them to the upstream unparsed, as the proxy does JSON;
 * the upstream reads the part and judges the image by its bytes. The CSRF
 * checks have run before (onRequest): without the SPA's header the upload
 * never gets here. Everywhere else multipart stays refused with 415.
 */
export default async function headImageUploadRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(MULTIPART, { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.route({
    method: 'POST',
    url: apiPath(uploadHeadImg),
    bodyLimit: HEAD_IMAGE_MAX_BYTES + FRAMING_BYTES,
    decompress: false,
    handler: (request, reply) => forward(app, request, reply),
  })
}
