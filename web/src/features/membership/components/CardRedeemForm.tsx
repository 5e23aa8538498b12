import { Button } from '@douyinfe/semi-ui'
import { type DataOf, type exchangeJudgment, MEMBERSHIP_TEXT, shanghaiDateText } from '@gaokao/contracts'
import { type FormEvent, useId, useState } from 'react'
import formStyles from '../../../components/form/form.module.css'
import styles from '../../../components/member/Member.module.css'
import { showMessage } from '../../../stores/messages'
import { useCardActivate, useCardCheck } from '../api/membership'

const T = MEMBERSHIP_TEXT

/** 会员卡激活: check a card (查询), then activate it (激活); refusals say why in Chinese, inline. */
export function CardRedeemForm({ onActivated }: { onActivated?: () => void }) {
  const id = useId()
  const [cardNo, setCardNo] = useState('')
  const [checked, setChecked] = useState<DataOf<typeof exchangeJudgment>>()
  const [error, setError] = useState('')
  const check = useCardCheck()
  const activate = useCardActivate()

  const run = async (action: 'check' | 'activate') => {
    setError('')
    setChecked(undefined)
    if (cardNo.trim() === '') return setError(T.cardRequired)
    try {
      if (action === 'check') setChecked(await check.mutateAsync(cardNo.trim()))
      else {
        const result = await activate.mutateAsync(cardNo.trim())
        showMessage('success', T.cardActivated(shanghaiDateText(result.vip.expiresAt ?? 0)))
        setCardNo('')
        onActivated?.()
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run('activate')
  }

  return (
    <form className={styles.cardForm} onSubmit={submit} aria-label={T.tabCard} noValidate>
      <label htmlFor={id} className={formStyles.label}>
        {T.cardNo}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          className={formStyles.input}
          value={cardNo}
          maxLength={32}
          autoComplete="off"
          placeholder={T.cardPlaceholder}
          onChange={(e) => setCardNo(e.target.value)}
        />
        <Button className={styles.tap} loading={check.isPending} onClick={() => void run('check')}>
          {T.cardCheck}
        </Button>
        <Button className={styles.tap} theme="solid" htmlType="submit" loading={activate.isPending}>
          {T.cardActivate}
        </Button>
      </div>
      {checked && (
        <p className={styles.ok} role="status">
          {T.cardOk(checked.productName, shanghaiDateText(checked.validUntil))}
          {' · '}
          {T.cardCardExpires(shanghaiDateText(checked.cardExpiresAt))}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
