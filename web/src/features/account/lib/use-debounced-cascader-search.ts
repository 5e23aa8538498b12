import { useCallback, useEffect, useRef } from 'react'

/** The part of Semi's Cascader instance this hook drives (its documented `search` method). */
export interface SearchableCascader {
  search(value: string): void
}

/**
 * The cascader search debounce (docs/spec-rules.md, Constants) for Semi's Cascader, whose own search
 * filters on every keystroke. The filter matches the words as they stood
 * `delay` ms after the last keystroke; until then the list keeps its last
 * filtered state, then the cascader is asked to search again. Clearing the
 * box takes effect at once.
 */
export function useDebouncedCascaderSearch(delay: number) {
  const ref = useRef<SearchableCascader | null>(null)
  const settled = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const filterTreeNode = useCallback((_typed: string, path: string) => path.includes(settled.current), [])
  const onSearch = useCallback(
    (typed: string) => {
      clearTimeout(timer.current)
      if (typed === settled.current) return
      if (typed === '') {
        settled.current = ''
        return
      }
      timer.current = setTimeout(() => {
        settled.current = typed
        ref.current?.search(typed)
      }, delay)
    },
    [delay],
  )
  return { ref, filterTreeNode, onSearch }
}
