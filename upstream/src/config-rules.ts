import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * Checks for upstream settings no schema keyword states, each with what it
 * accepts in words: a bad value stops the boot naming its variable
 * (docs/configuration.md) instead of failing inside SQLite or the sandbox.
 */

export const DATA_DIR_ALLOWED = 'a folder this process can write to, or a path where one can be created'

function isWritableFolder(path: string): boolean {
  try {
    if (!statSync(path).isDirectory()) return false
    accessSync(path, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/** The folder exists and is writable, or its nearest existing ancestor is (the database plugin creates the rest). */
export function canHoldData(path: string): boolean {
  let current = resolve(path)
  for (;;) {
    if (existsSync(current)) return isWritableFolder(current)
    const parent = dirname(current)
    if (parent === current) return false
    current = parent
  }
}

/** Long enough that the sandbox's callback signatures cannot be guessed; empty draws a random key per start. */
export const SANDBOX_SECRET_MIN_LENGTH = 16
export const PAY_SANDBOX_SECRET_ALLOWED = `empty (a random key at every start) or at least ${SANDBOX_SECRET_MIN_LENGTH} characters`

export function isSandboxSecret(value: string): boolean {
  return value === '' || value.length >= SANDBOX_SECRET_MIN_LENGTH
}

/** A number people dial: digits with the usual separators, an extension after 转; at least three digits. */
export const HOTLINE_PATTERN = '^(?=(?:\\D*\\d){3})[\\d\\s()+\\-转]{3,40}$'
export const SERVICE_HOTLINE_ALLOWED = 'a phone number of digits, spaces and + ( ) - 转, at most 40 characters'

/** One line of the footer: no line breaks or other control characters. */
export const OPERATOR_PATTERN = '^[^\\u0000-\\u001f\\u007f]{1,100}$'
export const SERVICE_OPERATOR_ALLOWED = 'a name on one line, at most 100 characters'

export const DATABASE_URL_ALLOWED =
  'empty to keep user state in the SQLite file, or a postgres:// or postgresql:// URL with a host and a database, e.g. postgres://gaokao:secret@10.0.0.5:5432/gaokao'

/** A PostgreSQL address as pg reads it; a typo (mysql://, no host) would otherwise surface as a hang or an odd driver error. */
export function isPostgresUrl(value: string): boolean {
  if (value === '') return true
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' && url.pathname.length > 1
    )
  } catch {
    return false
  }
}
