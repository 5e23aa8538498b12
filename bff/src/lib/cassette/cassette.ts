import { mkdirSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { ConfigError } from '@gaokao/contracts'
import type { UpstreamRequest } from '../upstream/types.js'
import { payloadPartEntries, targetOf, withSessionPlaceholder } from './browser-entries.js'
import { type RecordedCall, toHarEntry } from './entries.js'
import { type HarEntry, type HarLog, isHarLog } from './har.js'
import { matchKey } from './match-key.js'
import { scrubEntry } from './scrub-entry.js'

const CREATOR = { name: 'gaokao-bff', version: '0.1.0' }

/**
 * One scenario's HAR file. Recording appends entries and rewrites the file
 * (atomically, coalesced) so a crash keeps what was recorded; replay indexes
 * the entries by match key and hands them out in order, the Nth repeat of a
 * key getting the Nth recorded answer.
 */
export class Cassette {
  readonly #entries: HarEntry[] = []
  readonly #byKey = new Map<string, HarEntry[]>()
  readonly #served = new Map<string, number>()
  #writeQueued = false
  #writing: Promise<void> = Promise.resolve()
  #writeError: Error | undefined

  private constructor(
    readonly file: string,
    readonly volatileFields: ReadonlySet<string>,
  ) {}

  /**
   * A cassette to replay; a missing or malformed file stops the boot with a
   * message naming the settings that chose it. Every entry is scrubbed as it
   * is read, since a HAR exported from a browser holds its cookies, tokens,
   * passwords and phone numbers: nothing of them stays in memory, reaches a
   * log or a browser.
   */
  static load(file: string, volatileFields: ReadonlySet<string>): Cassette {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new ConfigError(
        `CASSETTE_DIR, CASSETTE_NAME: cannot read the cassette ${file}: ${oneLine((error as Error).message)}`,
      )
    }
    if (!isHarLog(parsed)) throw new ConfigError(`CASSETTE_NAME: ${file} is not a HAR file (no log.entries)`)
    const cassette = new Cassette(file, volatileFields)
    for (const entry of parsed.log.entries) {
      if (isUsableEntry(entry)) cassette.#index(withSessionPlaceholder(scrubEntry(entry)))
    }
    // Devtools writes entries in start order; our own entries carry their sequence number.
    for (const list of cassette.#byKey.values()) list.sort((a, b) => (a._sequence ?? 0) - (b._sequence ?? 0))
    // A browser's /bff payloads also answer the calls behind them, where the file holds no such call itself.
    for (const entry of [...cassette.#entries]) {
      for (const part of payloadPartEntries(entry)) {
        if (!cassette.#byKey.has(cassette.#keyOfEntry(part))) cassette.#index(part)
      }
    }
    return cassette
  }

  /** An empty cassette to record into; recording replaces the scenario's file. */
  static create(file: string, volatileFields: ReadonlySet<string>): Cassette {
    try {
      mkdirSync(dirname(file), { recursive: true })
    } catch (error) {
      throw new ConfigError(`CASSETTE_DIR: cannot create ${dirname(file)}: ${oneLine((error as Error).message)}`)
    }
    return new Cassette(file, volatileFields)
  }

  get size(): number {
    return this.#entries.length
  }

  /** The entries as replay uses them: scrubbed, each with the key it matches on. */
  get entries(): readonly HarEntry[] {
    return this.#entries
  }

  keyOf(request: Pick<UpstreamRequest, 'method' | 'path' | 'body'>): string {
    const body = request.body === undefined ? undefined : request.body.toString()
    return matchKey(request.method, request.path, body, this.volatileFields)
  }

  /**
   * The recorded answer for the next call with this key. Calls beyond the
   * recorded count get the last answer again: polling and refetches repeat
   * reads, and the last recorded state is the one the scenario ended in.
   */
  take(request: UpstreamRequest): { key: string; entry: HarEntry | undefined } {
    const key = this.keyOf(request)
    const list = this.#byKey.get(key)
    if (!list || list.length === 0) return { key, entry: undefined }
    const served = this.#served.get(key) ?? 0
    this.#served.set(key, served + 1)
    return { key, entry: list[Math.min(served, list.length - 1)] }
  }

  record(call: RecordedCall): HarEntry {
    const key = this.keyOf(call.request)
    const sequence = (this.#byKey.get(key)?.length ?? 0) + 1
    const entry = toHarEntry(call, key, sequence)
    this.#index(entry)
    this.#scheduleWrite()
    return entry
  }

  /** Resolves once everything recorded so far is on disk. */
  async flush(): Promise<void> {
    await this.#writing
    if (this.#writeError) throw this.#writeError
  }

  #keyOfEntry(entry: HarEntry): string {
    const url = targetOf(entry)
    return matchKey(entry.request.method, url.pathname + url.search, entry.request.postData?.text, this.volatileFields)
  }

  #index(entry: HarEntry): void {
    this.#entries.push(entry)
    const key = this.#keyOfEntry(entry)
    entry._matchKey = key
    const list = this.#byKey.get(key)
    if (list) list.push(entry)
    else this.#byKey.set(key, [entry])
  }

  #scheduleWrite(): void {
    if (this.#writeQueued) return
    this.#writeQueued = true
    this.#writing = this.#writing
      .then(async () => {
        this.#writeQueued = false
        const har: HarLog = { log: { version: '1.2', creator: CREATOR, entries: this.#entries } }
        const temporary = `${this.file}.${process.pid}.tmp`
        await writeFile(temporary, `${JSON.stringify(har, null, 2)}\n`)
        await rename(temporary, this.file)
      })
      .catch((error: Error) => {
        this.#writeError = error
      })
  }
}

/** An entry replay can use: one with a request URL and a response (devtools also writes others). */
function isUsableEntry(entry: HarEntry | undefined): entry is HarEntry {
  return typeof entry?.request?.url === 'string' && typeof entry.response === 'object' && entry.response !== null
}

/** A system error's text on one line: the boot refusal is one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
