import { highlight } from '../lib/search-params'

/** A name with the searched words marked. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlight(text, keyword).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
