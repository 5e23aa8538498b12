import { Modal, TabPane, Tabs } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, DIALOG_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { closeLogin, dialogs, type LoginTab, switchLoginMode } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { forgetPendingDestination } from '../lib/pending-destination'
import { ChangePasswordForm, CodeLoginForm, PasswordLoginForm, RegisterForm } from './forms'
import styles from './LoginDialog.module.css'

/** Closing the dialog gives up the protected page the guard had remembered for after the login. */
function cancelLogin(): void {
  forgetPendingDestination()
  closeLogin()
}

const TITLES = { '1': DIALOG_TEXT.loginTabCode, '2': DIALOG_TEXT.modifyPasswordTitle, '3': DIALOG_TEXT.registerTitle }

/** The login dialog (docs/spec-rules.md, Screens): login (two tabs), change password and register, with links between them. */
export default function LoginDialog() {
  const { login, agreement } = useSnapshot(dialogs)
  const { open, mode, tab } = login
  const { session } = useSnapshot(user)
  return (
    <Modal
      title={mode === '1' ? ACCOUNT_TEXT.login : TITLES[mode]}
      visible={open}
      width={440}
      style={{ top: '15%', maxWidth: 'calc(100vw - 24px)' }}
      maskClosable={false}
      onCancel={cancelLogin}
      // Every open Semi dialog closes on the same Esc keydown; the agreement opened over this one is the one to close.
      closeOnEsc={!agreement.open}
      footer={null}
    >
      <div className={styles.body}>
        {mode === '1' && (
          <Tabs activeKey={tab} onChange={(key) => (dialogs.login.tab = key as LoginTab)}>
            <TabPane tab={DIALOG_TEXT.loginTabCode} itemKey="1">
              <CodeLoginForm />
            </TabPane>
            <TabPane tab={DIALOG_TEXT.loginTabPassword} itemKey="2">
              <PasswordLoginForm />
            </TabPane>
          </Tabs>
        )}
        {mode === '2' && <ChangePasswordForm />}
        {mode === '3' && <RegisterForm />}
        <div className={styles.footer}>
          {mode === '1' && (
            <button type="button" className={styles.linkButton} onClick={() => switchLoginMode('3')}>
              {ACCOUNT_TEXT.goRegister}
            </button>
          )}
          {mode === '3' && (
            <button type="button" className={styles.linkButton} onClick={() => switchLoginMode('1', '1')}>
              {ACCOUNT_TEXT.goLogin}
            </button>
          )}
          {mode === '2' && session !== 'user' && (
            <button type="button" className={styles.linkButton} onClick={() => switchLoginMode('1', '2')}>
              {ACCOUNT_TEXT.backToLogin}
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
