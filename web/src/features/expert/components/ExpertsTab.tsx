import { Button } from '@douyinfe/semi-ui'
import {
  CONSULT_QUESTION_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  type ConsultTopic,
  type DataOf,
  EXPERT_PAGE_TEXT,
  EXPERT_TEXT,
  MESSAGE_TEXT,
  type queryConsultIntention,
} from '@gaokao/contracts'
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { useConsultIntention, useSaveConsult } from '../api/expert'
import styles from './Expert.module.css'
import { ExpertPackage } from './ExpertPackage'
import { FormSubmitRow } from './FormSubmitRow'
import { TextAreaField } from './TextAreaField'

const T = EXPERT_PAGE_TEXT
type Intention = DataOf<typeof queryConsultIntention>

/** The sample experts, the consultation package, and the consultation-intention form below them. */
export function ExpertsTab({ onSaved }: { onSaved: () => void }) {
  const intention = useConsultIntention()
  const [expertId, setExpertId] = useState<number>()
  const formRef = useRef<HTMLFormElement>(null)
  const book = (id: number) => {
    setExpertId(id)
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    formRef.current?.querySelector('select')?.focus({ preventScroll: true })
  }
  return (
    <QueryState query={intention}>
      {(data) => (
        <div className={styles.stack}>
          <p className={styles.notice} role="note">
            {T.sampleNotice}
          </p>
          <ExpertPackage held={data.expertPackage} />
          <ul className={styles.experts}>
            {data.experts.map((e) => (
              <li key={e.id} className={styles.expert}>
                <h3 className={styles.expertTitle}>
                  {e.title}
                  {e.sample && <span className={styles.badge}>{T.sampleBadge}</span>}
                </h3>
                <p className={styles.focus}>{e.focus}</p>
                <p className={styles.meta}>
                  {T.specialties}：{e.specialties.join('、')}
                </p>
                <p className={styles.meta}>
                  {T.topics}：{e.topics.join('、')}
                </p>
                <p className={styles.expertIntro}>{e.intro}</p>
                <Button onClick={() => book(e.id)} aria-label={T.bookWith(e.title)} className={styles.button}>
                  {T.book}
                </Button>
              </li>
            ))}
          </ul>
          <ConsultForm
            formRef={formRef}
            data={data}
            expertId={expertId ?? data.experts[0]?.id}
            onExpert={setExpertId}
            onSaved={onSaved}
          />
        </div>
      )}
    </QueryState>
  )
}

function ConsultForm({
  data,
  expertId,
  onExpert,
  onSaved,
  formRef,
}: {
  data: Intention
  expertId: number | undefined
  onExpert: (id: number) => void
  onSaved: () => void
  formRef: RefObject<HTMLFormElement>
}) {
  const save = useSaveConsult()
  const expert = data.experts.find((e) => e.id === expertId)
  const [chosenTopic, setTopic] = useState<ConsultTopic>()
  // The booked expert's first topic until the student picks one.
  const topic = chosenTopic ?? expert?.topics[0]
  const [time, setTime] = useState<Intention['times'][number]>()
  const [channel, setChannel] = useState<Intention['channels'][number]>()
  const [contactName, setContactName] = useState(data.contact.name)
  const [question, setQuestion] = useState('')
  const [error, setError] = useState<string>()
  const nameId = useId()
  const phoneId = useId()

  const check = (): string | undefined => {
    if (!expert) return EXPERT_TEXT.expertNotFound
    if (!topic) return EXPERT_TEXT.topicInvalid
    if (!time) return EXPERT_TEXT.timeInvalid
    if (!channel) return EXPERT_TEXT.channelInvalid
    const name = contactName.trim()
    if (name.length < 1 || name.length > 20) return EXPERT_TEXT.contactNameLength
    const text = question.trim()
    if (text.length < 10 || text.length > 300) return EXPERT_TEXT.questionLength
    return undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = check()
    setError(problem)
    if (problem || !expert || !topic || !time || !channel) return
    save.mutate(
      {
        expertId: expert.id,
        topic,
        preferredTime: time,
        channel,
        contactName: contactName.trim(),
        question: question.trim(),
      },
      {
        onSuccess: onSaved,
        onError: (e) => setError(e instanceof Error ? e.message : MESSAGE_TEXT.requestError),
      },
    )
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="consult-form-title">
      <h2 id="consult-form-title" className={styles.formTitle}>
        {T.formTitle}
      </h2>
      <p className={styles.meta}>{T.pending(data.pending, data.pendingLimit)}</p>
      <NativeSelect
        label={T.expert}
        value={expertId === undefined ? '' : String(expertId)}
        options={data.experts.map((e) => ({ value: String(e.id), label: e.title }))}
        onChange={(value) => onExpert(Number(value))}
      />
      <Segmented
        legend={T.topic}
        options={data.topics.map((t) => ({ value: t, label: t }))}
        value={topic}
        onChange={setTopic}
      />
      <Segmented
        legend={T.time}
        options={data.times.map((t) => ({ value: t, label: t }))}
        value={time}
        onChange={setTime}
      />
      <Segmented
        legend={T.channel}
        options={data.channels.map((c) => ({ value: c, label: c }))}
        value={channel}
        onChange={setChannel}
      />
      <div className={styles.grid}>
        <div className={formStyles.field}>
          <label htmlFor={nameId} className={formStyles.label}>
            {T.contactName}
          </label>
          <input
            id={nameId}
            className={formStyles.input}
            value={contactName}
            maxLength={CONTACT_NAME_MAX_LENGTH}
            aria-describedby={`${nameId}-count`}
            onChange={(e) => setContactName(e.target.value)}
          />
          <LengthCount id={`${nameId}-count`} length={contactName.length} max={CONTACT_NAME_MAX_LENGTH} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={phoneId} className={formStyles.label}>
            {T.contactPhone}
          </label>
          <input id={phoneId} className={formStyles.input} value={data.contact.phone} readOnly />
        </div>
      </div>
      <TextAreaField
        label={T.question}
        value={question}
        onChange={setQuestion}
        maxLength={CONSULT_QUESTION_MAX_LENGTH}
        rows={4}
        placeholder={T.questionPlaceholder}
      />
      <FormSubmitRow error={error} pending={save.isPending} label={T.submit} />
    </form>
  )
}
