import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: what the client holds (in the bff's cookie). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens and codes are stored only as their SHA-256: a copied database holds nothing usable. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
