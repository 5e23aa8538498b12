export interface TempPostgres {
  port: number
  /** The database made for the caller (gaokao unless named). */
  url: string
  /** The postgres maintenance database, for CREATE DATABASE. */
  adminUrl: string
  urlFor(database: string): string
  stop(): void
  dataDir: string
  bin: string
  logFile: string
}
export function postgresBin(): string | undefined
export function freePort(): Promise<number>
export function startTempPostgres(options?: { durable?: boolean; database?: string }): Promise<TempPostgres>
