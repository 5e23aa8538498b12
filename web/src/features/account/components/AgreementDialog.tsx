import { Modal } from '@douyinfe/semi-ui'
import { AGREEMENT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { AgreementText } from '../../../components/agreement/AgreementText'
import { closeAgreement, dialogs } from '../../../stores/dialogs'
import { namesItsDialog } from './dialog-name'

const namesTheAgreement = namesItsDialog(AGREEMENT.title)

/** The agreement overlay (docs/spec-rules.md, Screens): about 1100 px wide, 10% from the top, its text scrolling within 75% of the viewport. */
export default function AgreementDialog() {
  const { open } = useSnapshot(dialogs).agreement
  return (
    <Modal
      title={AGREEMENT.title}
      visible={open}
      width={1100}
      style={{ top: '10%', maxWidth: 'calc(100vw - 24px)' }}
      bodyStyle={{ maxHeight: '75vh', overflowY: 'auto' }}
      maskClosable={false}
      onCancel={closeAgreement}
      footer={null}
      zIndex={1100}
    >
      <div ref={namesTheAgreement}>
        <AgreementText />
      </div>
    </Modal>
  )
}
