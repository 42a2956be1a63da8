import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'QRCode',
  description: 'A QR code of an http(s) address or a plain text, with an optional caption.',
  schema: () => import('./qr-code.schema').then((module) => module.schema),
  load: () => import('./qr-code'),
})
