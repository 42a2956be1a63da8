import Button from 'antd-mobile/es/components/button'
import { ErrorBlock } from '@/runtime/ui'

export interface FeedNoticeProps {
  status: 'empty' | 'disconnected'
  title: string
  description: string
  /** Offers 重新加载, which calls this. */
  onRetry?: () => void
}

/**
 * The empty and error states of a feed, with antd-mobile's pictures. Its own chunk: a feed that has
 * items never shows it, so the home screen does not load it up front (DESIGN.md performance budget).
 */
export default function FeedNotice({ status, title, description, onRetry }: FeedNoticeProps) {
  return (
    <>
      <ErrorBlock status={status} title={title} description={description} fullPage={false} />
      {onRetry ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </>
  )
}
