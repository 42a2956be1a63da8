import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CertificateView',
  description:
    'A certificate (or a utask certificate) drawn as a PNG image by its poster type — 结业证书, 考试合格证书 or a share poster — to long-press or 保存图片.',
  schema: () => import('./certificate-view.schema').then((module) => module.schema),
  reads: () => import('./certificate-view.data').then((module) => module.reads),
  load: () => import('./certificate-view'),
})
