import { writeSync } from 'node:fs'

/** Lines are written once this many characters wait, or after FLUSH_DELAY_MS, whichever comes first. */
const FLUSH_CHARS = 16 * 1024
const FLUSH_DELAY_MS = 100
/** A full pipe (a slow log collector) is waited for this long between tries: backpressure, never a lost line. */
const FULL_PIPE_WAIT_MS = 1
const waitCell = new Int32Array(new SharedArrayBuffer(4))

export interface LogDestination {
  write(line: string): void
  /** Writes whatever waits, synchronously (at exit, and in tests). */
  flush(): void
}

/**
 * Where the bff's log lines go (stdout by default): buffered, written in one
 * synchronous write() per 16 kB or per 100 ms. pino's default destination
 * (sonic-boom, asynchronous) makes every line an fs.write on libuv's thread
 * pool: about seven system calls a line here (futex wake-ups, the write, the
 * eventfd that reports it back), the largest single cost of a proxied call
 * after the two socket writes. Lines keep their order; whatever waits is
 * written at process exit, so a shutdown or a crash loses nothing (a kill
 * -9 can lose the last 100 ms).
 */
export function bufferedLogDestination(fd: number): LogDestination {
  let pending: string[] = []
  let chars = 0
  let timer: NodeJS.Timeout | undefined

  function flush(): void {
    if (timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
    }
    if (chars === 0) return
    const data = Buffer.from(pending.length === 1 ? (pending[0] as string) : pending.join(''))
    pending = []
    chars = 0
    writeFully(fd, data)
  }

  return {
    write(line) {
      pending.push(line)
      chars += line.length
      if (chars >= FLUSH_CHARS) flush()
      else if (timer === undefined) timer = setTimeout(flush, FLUSH_DELAY_MS).unref()
    },
    flush,
  }
}

function writeFully(fd: number, data: Buffer): void {
  let offset = 0
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset)
    } catch (error) {
      // A non-blocking pipe that is full: wait for the reader. Anything else (stdout closed): the lines cannot go anywhere.
      if ((error as { code?: string }).code !== 'EAGAIN') return
      Atomics.wait(waitCell, 0, 0, FULL_PIPE_WAIT_MS)
    }
  }
}

let stdout: LogDestination | undefined

/** One buffered stdout for the process, written out at exit. */
export function stdoutLogDestination(): LogDestination {
  if (stdout === undefined) {
    const destination = bufferedLogDestination(1)
    process.on('exit', destination.flush)
    stdout = destination
  }
  return stdout
}
