import { createRegistry } from '@/runtime/registry'
import accountSwitcher from './account-switcher'
import appInfo from './app-info'
import companyList from './company-list'
import consentDocument from './consent-document'
import imageGallery from './image-gallery'
import loginPanel from './login-panel'
import releaseTimeline from './release-timeline'
import resultPanel from './result-panel'
import stack from './stack'
import text from './text'
import tokenTransfer from './token-transfer'
import webFrame from './web-frame'
import wechatBindPanel from './wechat-bind-panel'

/** The widget registry: one line per widget. Config names a widget by its `type`. */
export const widgetDefinitions = [
  accountSwitcher,
  appInfo,
  companyList,
  consentDocument,
  imageGallery,
  loginPanel,
  releaseTimeline,
  resultPanel,
  stack,
  text,
  tokenTransfer,
  webFrame,
  wechatBindPanel,
] as const

export type WidgetType = (typeof widgetDefinitions)[number]['type']

export const registry = createRegistry(widgetDefinitions)
