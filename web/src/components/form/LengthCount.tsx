import { useFieldState } from '@douyinfe/semi-ui'
import styles from './form.module.css'

interface Props {
  /** For the input's aria-describedby, so a screen reader reads the count with the field. */
  id?: string
  length: number
  max: number
}

/**
 * docs/spec-rules.md, Validation: an input with a maximum length shows how much of it is used
 * ("12/20"), so a student sees why typing stops before the browser drops
 * the 21st character.
 */
export function LengthCount({ id, length, max }: Props) {
  return <span id={id} className={styles.count}>{`${length}/${max}`}</span>
}

/** The same for a field of a Semi form, read from the form's state (as an input's suffix). */
export function FieldLengthCount({ field, max }: { field: string; max: number }) {
  const { value } = useFieldState(field)
  return <LengthCount length={typeof value === 'string' ? value.length : 0} max={max} />
}
