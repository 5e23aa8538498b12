import { notFound } from '@tanstack/react-router'

/**
 * Route validation (docs/spec-rules.md, Screens): an id that is not a positive integer is not a
 * page, so the route answers with the 404 page instead of asking the API.
 */
export const idParams = idParamsWithin({})

/**
 * The same, for an id whose contract sets a maximum (SchoolId, EvaluationId):
 * a larger id is no page either, where asking would only earn 参数超出范围.
 */
export function idParamsWithin(idSchema: object) {
  // A JSON Schema's keyword; TypeBox's static types do not list it.
  const { maximum = 9_999_999_999 } = idSchema as { maximum?: number }
  return {
    parse: ({ id }: { id: string }) => {
      if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > maximum) throw notFound()
      return { id: Number(id) }
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  }
}
