import { apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, getDictList, provinces } from '@gaokao/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../test/json-response'
import { messages } from '../stores/messages'
import { ApiError, call, request } from './api-client'

const envelope = (code: number, msg: string, data: unknown = null) =>
  jsonResponse({ code, msg, data }, code >= 400 && code < 600 ? code : 200)

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  for (const key of Object.keys(messages.map)) delete messages.map[key]
})
afterEach(() => vi.unstubAllGlobals())

const toasts = () => Object.values(messages.map).map((m) => `${m.type}:${m.content}`)

describe('the API client', () => {
  it('POSTs JSON with the custom header and returns data when code is 0', async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, '成功', [{ code: 'a' }]))
    await expect(call(getDictList, {})).resolves.toEqual([{ code: 'a' }])
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(apiPath(getDictList))
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{}')
    expect(new Headers(init?.headers).get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE)
  })

  it('sends a GET contract as GET without a body', async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, '成功', []))
    await call(provinces, {})
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(apiPath(provinces))
    expect(init?.method).toBe('GET')
    expect(init?.body).toBeNull()
  })

  it('turns code != 0 into an error toast with the server msg', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1001, '验证码错误'))
    await expect(call(getDictList, {})).rejects.toMatchObject({ message: '验证码错误', code: 1001 })
    expect(toasts()).toEqual(['error:验证码错误'])
  })

  it('can suppress the toast per call', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1001, '验证码错误'))
    await expect(call(getDictList, {}, { silent: true })).rejects.toBeInstanceOf(ApiError)
    expect(toasts()).toEqual([])
  })

  it('shows 请求错误 when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(call(getDictList, {})).rejects.toMatchObject({ message: '请求错误' })
    expect(toasts()).toEqual(['error:请求错误'])
  })

  it('raises on an HTTP error answer that carries no envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }))
    await expect(call(getDictList, {})).rejects.toMatchObject({ message: '请求错误', status: 502 })
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    fetchMock.mockResolvedValueOnce(envelope(status, '忙')).mockResolvedValueOnce(envelope(0, '成功', ['ok']))
    await expect(call(provinces, {})).resolves.toEqual(['ok'])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('retries a GET only once', async () => {
    fetchMock.mockResolvedValue(envelope(503, '服务繁忙'))
    await expect(call(provinces, {})).rejects.toMatchObject({ message: '服务繁忙' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not retry a GET on 404', async () => {
    fetchMock.mockResolvedValue(envelope(404, '接口不存在'))
    await expect(call(provinces, {})).rejects.toBeInstanceOf(ApiError)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    fetchMock.mockResolvedValue(envelope(503, '服务繁忙'))
    await expect(request('/api/v1/x', { method })).rejects.toBeInstanceOf(ApiError)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('returns a file answer as it is', async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b', { headers: { 'content-type': 'application/vnd.ms-excel' } }))
    const answer = await request<Blob>('/api/v1/x', {})
    expect(answer.type).toBe('application/vnd.ms-excel')
    expect(await answer.text()).toBe('a,b')
  })

  it('says the service timed out when the 20 s timeout fires', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'))
    await expect(call(getDictList, {})).rejects.toMatchObject({ message: '服务响应超时，请稍后再试' })
  })

  it('lets a cancelled call end quietly', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'))
    await expect(call(getDictList, {})).rejects.toMatchObject({ name: 'AbortError' })
    expect(toasts()).toEqual([])
  })
})
