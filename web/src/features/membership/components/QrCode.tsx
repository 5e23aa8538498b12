import { useMemo } from 'react'
import styles from '../../../components/member/Member.module.css'
import { qrPath } from '../lib/qr'

/** The payment QR code, drawn in the browser (no image service): crisp at any size. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text])
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-qr-text={text}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
