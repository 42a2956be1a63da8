import { observer } from 'mobx-react-lite'
import type { UiStore } from '../stores/ui-store'
// The dialog (and its animation library) loads when the first modal opens, not with the first screen.
import { Dialog } from './overlays'

/**
 * The global message modal (spec §4): confirm and cancel; cancel shows only when it has text. Rendered
 * once at the app root from the ui store, so any action or API rule can open it.
 */
export const ModalHost = observer(function ModalHost({ ui }: { ui: UiStore }) {
  const modal = ui.modal
  if (!modal) return null

  function close(callback: (() => void) | undefined): void {
    ui.closeModal()
    callback?.()
  }

  const actions = [
    ...(modal.cancelBtnText
      ? [{ key: 'cancel', text: modal.cancelBtnText, onClick: () => close(modal.cancel) }]
      : []),
    { key: 'confirm', text: modal.confirmBtnText, bold: true, onClick: () => close(modal.confirm) },
  ]
  return (
    <Dialog
      visible={ui.messageModalVisible}
      title={modal.title}
      content={modal.content}
      closeOnMaskClick={false}
      actions={[actions]}
    />
  )
})
