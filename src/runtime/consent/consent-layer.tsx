import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import type { ConsentHostProps } from './consent-host'

// The dialog and DOMPurify load when a consent is first asked for, not with the first screen.
const ConsentHost = lazy(() => import('./consent-host').then((module) => ({ default: module.ConsentHost })))

/** Renders the consent dialog once the consent store has something to ask (spec §4 consent popup). */
export const ConsentLayer = observer(function ConsentLayer(props: ConsentHostProps) {
  if (!props.store.dialog) return null
  return (
    <Suspense fallback={null}>
      <ConsentHost {...props} />
    </Suspense>
  )
})
