import type { TestProject } from 'vitest/node'
import { startStack } from './stack'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    upstreamUrl: string
    upstreamDataDir: string
  }
}

/** One stack for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('upstreamUrl', stack.upstreamUrl)
  project.provide('upstreamDataDir', stack.dataDir)
  return () => stack.stop()
}
