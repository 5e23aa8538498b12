/**
 * Resolves in a task of its own, after whatever the browser has queued
 * meanwhile (input, a network response, a frame). Start-up work split at these
 * points runs as several short tasks instead of one long one: a phone is not
 * blocked while it runs, and Lighthouse counts each task's time over 50 ms as
 * blocking (total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
