import { ConfigError } from './env-error.js'

export interface ListenTarget {
  host: string
  port: number
  /** The variables the operator set them with, named in the message. */
  hostVariable: string
  portVariable: string
}

/**
 * Why a server could not listen, as a ConfigError naming the variable to
 * change; undefined for a failure no setting explains. Host and port are no
 * secrets, so the message repeats them.
 */
export function listenFailure(error: unknown, at: ListenTarget): ConfigError | undefined {
  const code = (error as { code?: unknown } | null)?.code
  const where = `${at.hostVariable}=${at.host} ${at.portVariable}=${at.port}`
  switch (code) {
    case 'EADDRINUSE':
      return new ConfigError(`Cannot listen on ${where}: ${at.portVariable} is already in use; choose a free port`)
    case 'EACCES':
      return new ConfigError(`Cannot listen on ${where}: ${at.portVariable} needs privileges; use a port above 1023`)
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAFNOSUPPORT':
      return new ConfigError(`Cannot listen on ${where}: ${at.hostVariable} is not an address of this machine`)
    default:
      return undefined
  }
}
