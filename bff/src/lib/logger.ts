import pino, { type DestinationStream, type Logger } from 'pino'
import { downgradeClientGone } from './client-gone.js'
import { redactSecrets } from './log-redaction.js'
import { maskPhonesIn } from './phone-mask.js'

/**
 * The bff's pino logger, given to Fastify as its `loggerInstance`: JSON lines
 * to the destination it is handed (lib/log-destination.ts in production).
 * Secrets go through a `formatters.log` of ours rather than pino's `redact`
 * paths, which cost about 40 µs a line for the same coverage
 * (docs/bff-observability.md has the figures).
 */
export function bffLogger(level: string, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      // Secret fields are replaced by name at any depth (lib/log-redaction.ts).
      formatters: { log: redactSecrets },
      hooks: {
        // Phone numbers may sit anywhere in a line (a URL, an error text): masked on the finished line.
        streamWrite: maskPhonesIn,
        // A client that went away is logged at debug, whoever logs it (lib/client-gone.ts).
        logMethod: downgradeClientGone,
      },
    },
    destination,
  )
}
