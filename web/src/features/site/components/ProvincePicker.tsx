import { Button, Modal, Spin } from '@douyinfe/semi-ui'
import { DIALOG_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { chooseProvince, closeProvincePicker, user } from '../../../stores/user'
import { useGaokaoProvinces } from '../api/gaokao-provinces'
import styles from './ProvincePicker.module.css'

/**
 * The province picker (spec §2): opens by itself while no province is known
 * and cannot be dismissed then; the mask never closes it.
 */
export function ProvincePicker() {
  const { province, provincePickerOpen } = useSnapshot(user)
  const provinces = useGaokaoProvinces()
  const mustChoose = province === ''

  return (
    <Modal
      title={DIALOG_TEXT.provincePickerTitle}
      visible={mustChoose || provincePickerOpen}
      width={800}
      style={{ top: '15%', maxWidth: 'calc(100vw - 24px)' }}
      maskClosable={false}
      closable={!mustChoose}
      closeOnEsc={!mustChoose}
      onCancel={closeProvincePicker}
      footer={null}
    >
      {provinces.isPending && <Spin tip={DIALOG_TEXT.loadingTip} />}
      {provinces.isError && (
        <div className={styles.failed}>
          <span>{SHELL_TEXT.loadFailed}</span>
          <Button onClick={() => provinces.refetch()}>{SHELL_TEXT.retry}</Button>
        </div>
      )}
      {provinces.data && (
        <ul className={styles.grid}>
          {provinces.data.map((p) => (
            <li key={p.value}>
              <button
                type="button"
                className={styles.tile}
                aria-pressed={p.value === province}
                onClick={() => chooseProvince(p.value)}
              >
                {p.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
