import { declareReads } from '@/runtime/data/declare'

/** What AiShareMessage asks the cache for (decision 0037). */
export const reads = declareReads({
  message: {
    api: 'aiShare.message',
    params: { messageId: '${props.messageId}', shareDoctorId: '${props.shareDoctorId}' },
    requires: ['props.messageId'],
    description: 'The shared AI answer with its question, references and who shared it',
  },
})
