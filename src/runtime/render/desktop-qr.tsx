import { qrPath } from '../ui/qr-code'
import styles from './desktop-qr.module.css'

/**
 * Beside the phone column on a desktop browser: the page's address as a QR code, to go on reading on the
 * phone (WeChat's scanner or the camera opens it). Loaded only on a wide desktop window (DesktopQrHost).
 */
export default function DesktopQr({ url }: { url: string }) {
  const { size, path } = qrPath(url)
  // A quiet zone of four modules, as scanners expect.
  const box = `-4 -4 ${size + 8} ${size + 8}`
  return (
    <aside className={styles.panel} aria-label="在手机上打开">
      <svg
        className={styles.code}
        viewBox={box}
        role="img"
        aria-label="本页二维码"
        shapeRendering="crispEdges"
      >
        <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
        <path d={path} fill="#1d2129" />
      </svg>
      <p className={styles.title}>在手机上打开</p>
      <p className={styles.hint}>
        用微信或相机扫一扫
        <br />
        在手机上继续学习
      </p>
    </aside>
  )
}
