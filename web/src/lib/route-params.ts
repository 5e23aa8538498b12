import { notFound } from '@tanstack/react-router'

/**
 * Route validation (spec §2): an id that is not a positive integer is not a
 * page, so the route answers with the 404 page instead of asking the API.
 */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound()
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
