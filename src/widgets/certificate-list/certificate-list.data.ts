import { declareReads } from '@/runtime/data'

/** What CertificateList asks the cache for (decision 0037). */
export const reads = declareReads({
  certificates: {
    api: 'certificate.items',
    params: { type: '${vars.type}' },
    pageSize: '${props.pageSize}',
    description:
      'The doctor’s certificates of the open tab (all, 课程证书, 活动证书), newest first, a page at a time',
  },
})
