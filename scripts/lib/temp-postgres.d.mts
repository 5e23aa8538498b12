export interface TempPostgres {
  port: number
  /** The database made for the caller (gaokao unless named). */
  url: string
  /** The postgres maintenance database, for CREATE DATABASE. */
  adminUrl: string
  urlFor(database: string): string
  /** Stops the server and removes its folder. */
  stop(): void
  /** Stops the server at once, as a crash would (pg_ctl -m immediate); its data stays for restart(). */
  kill(): void
  /** Starts a killed server again on the same port and data. */
  restart(): void
  dataDir: string
  bin: string
  logFile: string
}
export function postgresBin(): string | undefined
export function freePort(): Promise<number>
export function startTempPostgres(options?: { durable?: boolean; database?: string }): Promise<TempPostgres>
