import { useRef, useState } from 'react'

/**
 * A component whose code loads when first asked for (a hover, a focus, a
 * tap), not with the page: Semi's overlays (Tooltip, Dropdown) bring 10-40 kB
 * and a mount that a page's first paint should not wait for. Returns the
 * component once loaded and the function that asks for it; a failed load
 * (offline, a new deploy) leaves it unloaded, and the next ask tries again.
 */
export function useOnDemand<Component>(
  load: () => Promise<{ default: Component }>,
): [Component | undefined, () => void] {
  const [component, setComponent] = useState<Component>()
  const loading = useRef(false)
  const request = () => {
    if (loading.current) return
    loading.current = true
    load().then(
      (module) => setComponent(() => module.default),
      () => {
        loading.current = false
      },
    )
  }
  return [component, request]
}
