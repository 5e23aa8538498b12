import type { ReactNode } from 'react'

export interface Fact {
  term: ReactNode
  value: ReactNode
  /** The <dd>'s own class, where one value is styled apart from the rest (a shortfall, a small line). */
  valueClassName?: string
}

interface Props {
  facts: readonly Fact[]
  /** The page's own look: the list and each term/value pair keep the classes of the feature's stylesheet. */
  className?: string
  itemClassName?: string
}

/**
 * A list of facts, term then value (<dl> of <div><dt/><dd/></div>): the one markup of the detail pages' fact boxes
 * and the summary cards, so screen readers hear every such box the same way.
 */
export function FactList({ facts, className, itemClassName }: Props) {
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list's terms are fixed in number and order, so its place is a stable key
        <div key={index} className={itemClassName}>
          <dt>{fact.term}</dt>
          <dd className={fact.valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
