import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'BannerSwiper',
  description: 'A turning strip of banners; a tap opens the address (webview) or the content it names.',
  schema: () => import('./banner-swiper.schema').then((module) => module.schema),
  load: () => import('./banner-swiper'),
})
