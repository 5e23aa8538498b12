import { API_PREFIX } from '../endpoint.js'
import { ERROR_CODE, REFUSAL_CODE } from '../envelope.js'
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, TOKEN_COOKIE, TOKEN_HEADER } from '../http.js'

function codeTable(codes: Readonly<Record<string, number>>): string {
  return Object.entries(codes)
    .map(([name, code]) => `| ${code} | ${name} |`)
    .join('\n')
}

/** The document's introduction (info.description, Markdown): what every call shares. */
export function documentDescription(): string {
  return `Every call a browser, or any other client of the bff, makes: the \`${API_PREFIX}\` calls the bff forwards to the upstream, the \`/bff\` page payloads that bundle several of them, and the bff's own session calls. Generated from the contracts at the bff's start.

**The upstream** serves the same \`${API_PREFIX}\` calls on its own origin (\`UPSTREAM_URL\`), with the user's token in the \`${TOKEN_HEADER}\` header instead of the \`${TOKEN_COOKIE}\` cookie, without the \`/bff\` calls.

**Answers** are envelopes \`{code, msg, data}\`: a success only when code is 0. Business refusals travel as HTTP 200 with a non-zero code and a Chinese msg; bad input is HTTP 400, no session 401. A call's module may add refusal codes of its own.

| code | meaning |
|---|---|
${codeTable(ERROR_CODE)}
${codeTable(REFUSAL_CODE)}

**Unsafe requests** (POST) carry \`${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}\` and come from the site's origin (or one of \`ALLOWED_ORIGINS\`); anything else gets 403.

**Extensions**: \`x-cache\` is the contract's cache policy (\`none\`, or \`public\` with \`ttlSeconds\` and \`staleSeconds\`: what the bff may cache; browsers are told \`no-store\` for every answer); \`x-session\` says a call starts (\`issue\`) or ends (\`revoke\`) the login session; \`x-parts\` lists the calls a page payload bundles; \`x-error-message\` on a field is the Chinese message its refusal carries.`
}
