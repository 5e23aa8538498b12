import { type ProvenanceValue, publisherOf } from '@gaokao/contracts'

/**
 * A stored figure's provenance: a row with a source URL was published there
 * (its publisher named by the URL's host); one without was generated.
 * `derived` marks a figure read off a published table rather than printed
 * (a 投档线's 位次 taken from that year's 一分一段表).
 */
export function provenanceOf(sourceUrl: string, year: number, derived = false): ProvenanceValue {
  if (sourceUrl === '') return { kind: 'generated', authority: '', year, url: '' }
  return { kind: derived ? 'derived' : 'published', authority: publisherOf(sourceUrl), year, url: sourceUrl }
}
