import { Button } from '@douyinfe/semi-ui'
import { MEMBERSHIP_TEXT, shanghaiDateTimeText } from '@gaokao/contracts'
import { type FormEvent, useId, useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import styles from '../../../components/member/Member.module.css'
import { showMessage } from '../../../stores/messages'
import { useBindDedicatedCode, useDedicatedCode } from '../api/membership'

const T = MEMBERSHIP_TEXT

/** 专属码: the school's or agency's code a student binds once. */
export function DedicatedCodeForm() {
  const id = useId()
  const bound = useDedicatedCode()
  const bind = useBindDedicatedCode()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError('')
    if (code.trim() === '') return setError(T.dedicatedRequired)
    try {
      await bind.mutateAsync(code.trim())
      showMessage('success', T.dedicatedBoundToast)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    }
  }

  return (
    <QueryState query={bound}>
      {(current) =>
        current ? (
          <p className={styles.ok}>
            {T.dedicatedBound(current.name)}（{current.code} · {current.kind} · {shanghaiDateTimeText(current.boundAt)}
            ）
          </p>
        ) : (
          <form className={styles.cardForm} onSubmit={submit} aria-label={T.dedicatedTitle} noValidate>
            <label htmlFor={id} className={formStyles.label}>
              {T.dedicatedTitle}
            </label>
            <div className={styles.inline}>
              <input
                id={id}
                className={formStyles.input}
                value={code}
                maxLength={20}
                autoComplete="off"
                placeholder={T.dedicatedPlaceholder}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button className={styles.tap} theme="solid" htmlType="submit" loading={bind.isPending}>
                {T.dedicatedBind}
              </Button>
            </div>
            <p className={styles.muted}>{T.dedicatedHint}</p>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </form>
        )
      }
    </QueryState>
  )
}
