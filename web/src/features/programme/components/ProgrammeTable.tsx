import type { ReactNode } from 'react'
import styles from './Programme.module.css'

interface Props {
  /** The column headings, in order. */
  columns: readonly string[]
  /** The body rows. */
  children: ReactNode
}

/** A table of the programme page, scrolling sideways on a narrow screen rather than squeezing its columns. */
export function ProgrammeTable({ columns, children }: Props) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
