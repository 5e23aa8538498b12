import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare const DEFAULT_DEV_PORT: number
export declare function devPort(env?: Record<string, string | undefined>): number
export declare function startVite(options: {
  port: number
  bffUrl: string
  stdio?: StdioOptions
  timeoutMs?: number
}): Promise<{ url: string; child: ChildProcess }>
