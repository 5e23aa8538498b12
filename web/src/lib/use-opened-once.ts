import { useEffect, useState } from 'react'

/**
 * True from the first time `open` is true. An overlay's code loads then (not
 * with the first page), and it stays mounted for its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  return opened || open
}
