/** A JSON answer as the bff sends one, for tests that stand in for fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

/** A success envelope holding `data`. */
export const okResponse = (data: unknown) => jsonResponse({ code: 0, msg: '成功', data })
