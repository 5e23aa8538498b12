import { Button } from '@douyinfe/semi-ui'
import { HEAD_IMAGE_TYPES, PERSONAL_TEXT } from '@gaokao/contracts'
import { type ChangeEvent, useId, useRef } from 'react'
import { showMessage } from '../../../stores/messages'
import { useHeadImage, useUploadHeadImage } from '../api/head-image'
import { headImageProblem } from '../lib/head-image-check'
import styles from './Personal.module.css'

/**
 * The head image: shown from the upstream (through the bff, the owner's
 * session only), replaced by picking a JPEG, PNG or WebP of at most 2 MB.
 * The browser checks type and size first; the upstream decides by the bytes.
 */
export function HeadImageCard() {
  const image = useHeadImage()
  const upload = useUploadHeadImage()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // The same file may be picked again after a refusal.
    e.target.value = ''
    if (!file) return
    const problem = headImageProblem(file)
    if (problem) {
      showMessage('error', problem)
      return
    }
    // The upload's refusals (not an image, too large) carry the upstream's own Chinese msg.
    upload.mutate(file, {
      onSuccess: () => showMessage('success', PERSONAL_TEXT.uploaded),
      onError: (error) => showMessage('error', error.message),
    })
  }

  const current = image.data ?? null
  return (
    <section className={`${styles.card} ${styles.headImage}`} aria-label={PERSONAL_TEXT.headImage}>
      {current ? (
        <img className={styles.avatar} src={current.url} alt={PERSONAL_TEXT.headImageAlt} width={96} height={96} />
      ) : (
        <div className={`${styles.avatar} ${styles.avatarEmpty}`} role="img" aria-label={PERSONAL_TEXT.noHeadImage}>
          {PERSONAL_TEXT.headImage}
        </div>
      )}
      <div className={styles.headImageText}>
        <input
          ref={input}
          type="file"
          accept={HEAD_IMAGE_TYPES.join(',')}
          className={styles.fileInput}
          aria-label={PERSONAL_TEXT.uploadHeadImage}
          aria-describedby={hintId}
          onChange={picked}
        />
        <Button loading={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? PERSONAL_TEXT.uploading : PERSONAL_TEXT.uploadHeadImage}
        </Button>
        <p id={hintId} className={styles.hint}>
          {PERSONAL_TEXT.headImageHint}
        </p>
      </div>
    </section>
  )
}
