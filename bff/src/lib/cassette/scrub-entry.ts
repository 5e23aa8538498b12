import { maskPhonesIn } from '../phone-mask.js'
import { type HarEntry, type HarParam, TEXTUAL_MIME } from './har.js'
import { scrubHeaders, scrubText, scrubUrl } from './scrub.js'
import { isSecretField, SCRUBBED, withoutSecrets } from './secret-fields.js'

/**
 * The entry with every credential and phone number gone: session headers
 * and cookies dropped, tokens and passwords replaced, phones masked, in
 * URLs, query lists, form params, bodies (base64 text ones too) and the
 * custom fields a browser adds (`_initiator` holds URLs). Run on every
 * recorded call before it is written, and on every entry of a loaded file
 * before it is used: a HAR exported from devtools holds all of these
 * (docs/record-replay.md). What went is listed in `_scrubbed`.
 */
export function scrubEntry(entry: HarEntry): HarEntry {
  const removed: string[] = []
  // The match key is recomputed from the scrubbed request; an old file's may hold a password.
  const { request, response, _matchKey: _stale, _scrubbed: before, ...entryRest } = entry
  const { url, headers, queryString, cookies, postData, ...requestRest } = request
  const { headers: answerHeaders, cookies: answerCookies, content, redirectURL, ...responseRest } = response
  if (Array.isArray(cookies) && cookies.length > 0) removed.push('request.cookies')
  if (Array.isArray(answerCookies) && answerCookies.length > 0) removed.push('response.cookies')
  const scrubbed: HarEntry = {
    ...(customFields(entryRest, removed) as typeof entryRest),
    request: {
      ...(customFields(requestRest, removed) as typeof requestRest),
      url: scrubUrl(url, 'request.url', removed),
      headers: scrubHeaders(headers ?? [], 'request', removed),
      queryString: scrubPairs(queryString ?? [], 'request.queryString', removed),
      cookies: [],
      ...(postData ? { postData: scrubPostData(postData, removed) } : {}),
    },
    response: {
      ...(customFields(responseRest, removed) as typeof responseRest),
      headers: scrubHeaders(answerHeaders ?? [], 'response', removed),
      cookies: [],
      content: scrubContent(content, removed),
      redirectURL: typeof redirectURL === 'string' ? scrubUrl(redirectURL, 'response.redirectURL', removed) : '',
    },
  }
  const all = [...new Set([...(before ?? []), ...removed])]
  if (all.length > 0) scrubbed._scrubbed = all
  return scrubbed
}

/** Fields HAR does not define (`_initiator`, `pageref`, ...): secret fields replaced, phones masked. */
function customFields(fields: object, removed: string[]): unknown {
  return maskDeep(withoutSecrets(fields, removed))
}

/** Name/value pairs (a query list, form params): secret names get the placeholder, phones are masked. */
function scrubPairs<Pair extends HarParam>(pairs: readonly Pair[], where: string, removed: string[]): Pair[] {
  return pairs.map((pair) => {
    if (isSecretField(pair.name) && pair.value !== undefined) {
      removed.push(`${where}: ${pair.name}`)
      return { ...pair, value: SCRUBBED }
    }
    return typeof pair.value === 'string' ? { ...pair, value: maskPhonesIn(pair.value) } : pair
  })
}

function scrubPostData(postData: NonNullable<HarEntry['request']['postData']>, removed: string[]) {
  return {
    ...postData,
    ...(typeof postData.text === 'string' ? { text: scrubText(postData.text, 'request.postData', removed) } : {}),
    ...(Array.isArray(postData.params)
      ? { params: scrubPairs(postData.params, 'request.postData.params', removed) }
      : {}),
  }
}

/** A textual body stored as base64 (devtools does that for some) is decoded to be scrubbed, and kept as text if it changed. */
function scrubContent(content: HarEntry['response']['content'], removed: string[]) {
  if (typeof content?.text !== 'string' || !TEXTUAL_MIME.test(content.mimeType ?? '')) return content
  const base64 = content.encoding === 'base64'
  const text = base64 ? Buffer.from(content.text, 'base64').toString('utf8') : content.text
  const scrubbed = scrubText(text, 'response.content', removed)
  if (scrubbed === text) return content
  const { encoding: _encoding, ...plain } = content
  return { ...plain, text: scrubbed }
}

/** Every string at any depth with its phone numbers masked. */
function maskDeep(value: unknown): unknown {
  if (typeof value === 'string') return maskPhonesIn(value)
  if (Array.isArray(value)) return value.map(maskDeep)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v)]))
}
