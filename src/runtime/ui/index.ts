export { clearToast, copyText, toast } from './feedback'
export { ModalHost } from './modal-host'
