import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'AiShareMessage',
  description:
    'AI智能体 share: the sharing doctor, the question, the sanitized answer and its references; 我也要问 opens the app’s AI agent (请前往APP操作 outside the app).',
  schema: () => import('./ai-share-message.schema').then((module) => module.schema),
  reads: () => import('./ai-share-message.data').then((module) => module.reads),
  load: () => import('./ai-share-message'),
})
