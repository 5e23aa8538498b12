import {
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  type DataOf,
  HEAD_IMAGE_FIELD,
  isEnvelope,
  MESSAGE_TEXT,
  queryHeadImg,
  REQUEST_TIMEOUT_MS,
  uploadHeadImg,
} from '@gaokao/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, call } from '../../../lib/api-client'

export type HeadImage = NonNullable<DataOf<typeof queryHeadImg>>

const HEAD_IMAGE_KEY = ['personal', 'head-image'] as const

/** The user's head image, or null. */
export const useHeadImage = () =>
  useQuery({
    queryKey: HEAD_IMAGE_KEY,
    queryFn: ({ signal }) => call(queryHeadImg, {}, { signal }),
  })

/**
 * The one multipart call (uploadHeadImg): the API client speaks JSON, so the
 * upload sends its FormData here, with the SPA's header the bff's CSRF check
 * wants, and reads the same envelope. Its refusals (not an image, too large)
 * come back as ApiErrors with the server's Chinese msg.
 */
export async function sendHeadImage(file: File): Promise<HeadImage> {
  const form = new FormData()
  form.append(HEAD_IMAGE_FIELD, file)
  let response: Response
  try {
    response = await fetch(apiPath(uploadHeadImg), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(MESSAGE_TEXT.requestError, 0, 0)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!isEnvelope(body)) throw new ApiError(MESSAGE_TEXT.requestError, response.status, response.status)
  if (body.code !== 0 || !response.ok) {
    throw new ApiError(body.msg || MESSAGE_TEXT.requestError, body.code || response.status, response.status)
  }
  return body.data as HeadImage
}

/** Uploads a new head image and shows it at once. */
export function useUploadHeadImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendHeadImage,
    onSuccess: (image) => queryClient.setQueryData(HEAD_IMAGE_KEY, image),
  })
}
