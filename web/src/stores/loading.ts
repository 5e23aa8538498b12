import { DIALOG_TEXT } from '@gaokao/contracts'
import { proxy } from 'valtio'

/** The full-page loading layer (docs/spec-rules.md, Entities: loading, loadingContent). */
export const loading = proxy({ visible: false, tip: DIALOG_TEXT.loadingTip as string })

export function showLoading(tip: string = DIALOG_TEXT.loadingTip): void {
  loading.visible = true
  loading.tip = tip
}

export function hideLoading(): void {
  loading.visible = false
}
