import { useId } from 'react'
import styles from './form.module.css'

interface Props<T extends string | number> {
  legend: string
  options: readonly { value: T; label: string }[]
  value: T | undefined
  onChange: (value: T) => void
  /** Hide the legend visually (it still names the group for screen readers). */
  hideLegend?: boolean
}

/**
 * A choice of a few options as a row of buttons, built on native radio
 * inputs: arrow keys move between them, screen readers hear a radio group,
 * and each option is a 40 px tap target.
 */
export function Segmented<T extends string | number>({ legend, options, value, onChange, hideLegend }: Props<T>) {
  const name = useId()
  return (
    <fieldset className={styles.segmented}>
      <legend className={hideLegend ? styles.visuallyHidden : styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label key={String(o.value)} className={styles.segment} data-checked={o.value === value}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className={styles.visuallyHidden}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
