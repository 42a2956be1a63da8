import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteAdvert',
  description:
    "A vote campaign's video advert (vote.videoAdvert), inline with controls; nothing when it has none.",
  schema: () => import('./vote-advert.schema').then((module) => module.schema),
  reads: () => import('./vote-advert.data').then((module) => module.reads),
  load: () => import('./vote-advert'),
})
