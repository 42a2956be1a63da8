// Its own module so DOMPurify loads only with the screens and dialogs that show server HTML.
export { sanitizeHtml } from './sanitize'
