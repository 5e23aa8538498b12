import { useState } from 'react'

/**
 * Runs a form's submit with a busy flag. A failed call ends the busy state
 * (docs/spec-rules.md, Errors); its message was already shown by the API client.
 */
export function useSubmit<T>(action: (values: T) => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const submit = async (values: T) => {
    if (busy) return
    setBusy(true)
    try {
      await action(values)
    } catch {
      // shown by the API client
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}
