import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CertificateList',
  description:
    "我的证书: the doctor's certificates newest first, with 课程证书 / 活动证书 tags, poster type, number and date; tap opens the certificate.",
  schema: () => import('./certificate-list.schema').then((module) => module.schema),
  reads: () => import('./certificate-list.data').then((module) => module.reads),
  load: () => import('./certificate-list'),
})
