import { declareReads } from '@/runtime/data'

/** What CertificateView asks the cache for (decision 0037): one of the two, by its `source` prop. */
export const reads = declareReads({
  academy: {
    api: 'certificate.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'A course or activity certificate (source academy)',
  },
  utask: {
    api: 'utaskCertificate.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'A task certificate (source utask)',
  },
})
