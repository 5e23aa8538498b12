const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/i

/** application/json, with or without parameters, and the +json family. */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_TYPE.test(contentType)
}
