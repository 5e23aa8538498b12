import type { FastifyBaseLogger, FastifyLogFn as LogFn } from 'fastify'

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>

/**
 * Fastify makes a pino child logger for every request (its bindings hold the
 * request id), which costs several µs whether or not the request logs
 * anything beyond its access line. This stands in for it and makes the child
 * on first use: a request that only gets its access line (written by
 * plugins/request-context.ts through the root logger with reqId) never
 * makes one. Lines look the same: every one carries reqId.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildLoggerOptions,
  ) {}

  get real(): FastifyBaseLogger {
    if (this.#child === undefined) this.#child = this.parent.child(this.bindings, this.options)
    return this.#child
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.real.level = level
  }

  // Defined once on the prototype below: no closure per request.
  declare fatal: LogFn
  declare error: LogFn
  declare warn: LogFn
  declare info: LogFn
  declare debug: LogFn
  declare trace: LogFn

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
/** pino loggers have it; Fastify's base type does not list it. */
type LevelAware = { isLevelEnabled(level: string): boolean }

/** One shared function per level (on the prototype, not one closure per request). */
function forward(level: Level): LogFn {
  return function (this: LazyRequestLogger, ...args: unknown[]) {
    // A level the logger drops costs no child.
    if (this.options.level === undefined && !(this.parent as unknown as LevelAware).isLevelEnabled(level)) return
    ;(this.real[level] as (...a: unknown[]) => void)(...args)
  } as LogFn
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  Object.defineProperty(LazyRequestLogger.prototype, level, { value: forward(level), writable: true })
}

/** Fastify's `childLoggerFactory`. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger
}
