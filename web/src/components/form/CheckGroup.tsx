import { useId } from 'react'
import styles from './form.module.css'

interface Props {
  legend: string
  /** A disabled option cannot be ticked (a group that takes only so many closes the rest). */
  options: readonly { value: string; label: string; disabled?: boolean }[]
  value: readonly string[]
  onChange: (value: string[]) => void
}

/** Several choices as a row of toggle buttons on native checkboxes (40 px tap targets, keyboard usable). */
export function CheckGroup({ legend, options, value, onChange }: Props) {
  const name = useId()
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v])
  return (
    <fieldset className={styles.segmented}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label
            key={o.value}
            className={styles.segment}
            data-checked={value.includes(o.value)}
            data-disabled={o.disabled === true}
          >
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={value.includes(o.value)}
              disabled={o.disabled}
              onChange={() => toggle(o.value)}
              className={styles.visuallyHidden}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
