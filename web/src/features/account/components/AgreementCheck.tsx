import { Checkbox } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, DIALOG_TEXT } from '@gaokao/contracts'
import { openAgreement } from '../../../stores/dialogs'
import styles from './LoginDialog.module.css'

/** The agreement tick box with the link that opens the agreement (docs/spec-rules.md, Screens). */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.agreement}>
      <Checkbox checked={checked} onChange={(e) => onChange(Boolean(e.target.checked))}>
        {ACCOUNT_TEXT.agreementPrefix}
      </Checkbox>
      <button type="button" className={styles.linkButton} onClick={openAgreement}>
        《{DIALOG_TEXT.agreementTitle}》
      </button>
    </div>
  )
}
