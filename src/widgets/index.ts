import { createRegistry } from '@/runtime/registry'
import appInfo from './app-info'
import imageGallery from './image-gallery'
import releaseTimeline from './release-timeline'
import resultPanel from './result-panel'
import stack from './stack'
import text from './text'
import webFrame from './web-frame'

/** The widget registry: one line per widget. Config names a widget by its `type`. */
export const widgetDefinitions = [
  appInfo,
  imageGallery,
  releaseTimeline,
  resultPanel,
  stack,
  text,
  webFrame,
] as const

export type WidgetType = (typeof widgetDefinitions)[number]['type']

export const registry = createRegistry(widgetDefinitions)
