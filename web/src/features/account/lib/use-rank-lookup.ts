import { type ExamMode, groupDigits, STUDENT_TEXT, VALIDATION_TEXT } from '@gaokao/contracts'
import { useEffect, useState } from 'react'
import { lookUpRank } from '../api/rank'
import { rankQuery, type StudentFormValues } from './student-form'

/** Typing settles for this long before the rank is asked for: one request per pause, not per key. */
const SETTLE_MS = 300

/**
 * Looks the rank up whenever province, subjects and a score above 100 are
 * complete (docs/spec-rules.md, States), cancelling a lookup the user has typed past.
 */
export function useRankLookup(
  mode: ExamMode | undefined,
  values: StudentFormValues,
  setRank: (wc: number | null) => void,
): { text: string; pending: boolean } {
  const query = rankQuery(mode, values)
  const key = query ? `${query.province}|${query.xk}|${query.score}` : ''
  const [state, setState] = useState<{ pending: boolean; failed: boolean }>({ pending: false, failed: false })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's contents
  useEffect(() => {
    if (!query) {
      setState({ pending: false, failed: false })
      return
    }
    const controller = new AbortController()
    setState({ pending: true, failed: false })
    const timer = setTimeout(async () => {
      try {
        setRank(await lookUpRank(query.score, query.province, query.xk, controller.signal))
        setState({ pending: false, failed: false })
      } catch {
        if (controller.signal.aborted) return
        setRank(null)
        setState({ pending: false, failed: true })
      }
    }, SETTLE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key])

  const wc = values.wc
  if (state.pending) return { text: STUDENT_TEXT.rankPending, pending: true }
  if (state.failed) return { text: VALIDATION_TEXT.rankNotFound, pending: false }
  if (wc !== null && wc !== undefined) return { text: STUDENT_TEXT.rankValue(groupDigits(wc)), pending: false }
  return { text: STUDENT_TEXT.rankHint, pending: false }
}
