import { Spin } from '@douyinfe/semi-ui'
import { useSnapshot } from 'valtio'
import { loading } from '../../stores/loading'
import styles from './LoadingLayer.module.css'

/** The global loading layer: a spinner with a tip, 加载中... by default (docs/spec-rules.md, Screens). */
export function LoadingLayer() {
  const { visible, tip } = useSnapshot(loading)
  if (!visible) return null
  return (
    <div className={styles.layer} role="alert" aria-busy="true">
      <Spin size="large" tip={tip} />
    </div>
  )
}
