import { lazy, Suspense } from 'react'
import { ErrorBlock } from '../ui/overlays'
import styles from './render.module.css'

const Button = lazy(() => import('antd-mobile/es/components/button'))

export interface StatusScreenProps {
  status: 'default' | 'empty' | 'disconnected' | 'busy'
  title: string
  description: string
  retry?: () => void
  /** A button other than retry (e.g. 返回). */
  action?: StatusAction
  /** Buttons in order, the first the way forward (solid), the others outlined. */
  actions?: readonly StatusAction[]
}

export interface StatusAction {
  text: string
  onClick: () => void
}

/** A whole-screen status (load failure, screen not built yet) with an optional retry button. */
export function StatusScreen({ status, title, description, retry, action, actions }: StatusScreenProps) {
  return (
    <div className={styles.errorPage} role={status === 'empty' ? undefined : 'alert'}>
      <Suspense fallback={<p className={styles.statusText}>{title}</p>}>
        <ErrorBlock status={status} title={title} description={description} />
        {retry ? (
          <Button color="primary" fill="outline" onClick={retry}>
            重新加载
          </Button>
        ) : null}
        {action ? (
          <Button color="primary" fill="outline" onClick={action.onClick}>
            {action.text}
          </Button>
        ) : null}
        {actions && actions.length > 0 ? (
          <div className={styles.statusActions}>
            {actions.map((item, index) => (
              <Button
                key={item.text}
                color="primary"
                fill={index === 0 ? 'solid' : 'outline'}
                block
                onClick={item.onClick}
              >
                {item.text}
              </Button>
            ))}
          </div>
        ) : null}
      </Suspense>
    </div>
  )
}
