import { Button } from '@douyinfe/semi-ui'
import styles from './Expert.module.css'

interface Props {
  /** Why the last submit did not go through (the form's own check or the server's). */
  error: string | undefined
  pending: boolean
  label: string
}

/** The end of an expert-page form: its problem, announced as an alert, and its submit button. */
export function FormSubmitRow({ error, pending, label }: Props) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button htmlType="submit" theme="solid" loading={pending} className={styles.button}>
          {label}
        </Button>
      </div>
    </>
  )
}
