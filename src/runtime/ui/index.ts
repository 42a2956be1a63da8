export { clearToast, copyText, toast } from './feedback'
export { LoadingHost, loaderText } from './loading-host'
export { ModalHost } from './modal-host'
