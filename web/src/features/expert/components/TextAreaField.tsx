import { useId } from 'react'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import styles from './Expert.module.css'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  rows: number
  placeholder?: string
}

/** A labelled box for free text (a question, a note), growing only downwards. */
export function TextAreaField({ label, value, onChange, maxLength, rows, placeholder }: Props) {
  const id = useId()
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${formStyles.input} ${styles.textarea}`}
        value={value}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <LengthCount id={`${id}-count`} length={value.length} max={maxLength} />
    </div>
  )
}
