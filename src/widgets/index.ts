import { createRegistry } from '@/runtime/registry'
import accountSwitcher from './account-switcher'
import appInfo from './app-info'
import articleBody from './article-body'
import bannerSwiper from './banner-swiper'
import categoryChips from './category-chips'
import commentThread from './comment-thread'
import companyList from './company-list'
import consentDocument from './consent-document'
import contentFeed from './content-feed'
import courseCard from './course-card'
import courseHeader from './course-header'
import exchangeRecordList from './exchange-record-list'
import favoriteButton from './favorite-button'
import groupPurchaseCard from './group-purchase-card'
import imageGallery from './image-gallery'
import learnerHome from './learner-home'
import lessonCard from './lesson-card'
import lessonMeta from './lesson-meta'
import lessonOutline from './lesson-outline'
import likeButton from './like-button'
import lillyLiveEntry from './lilly-live-entry'
import livePlayer from './live-player'
import loginPanel from './login-panel'
import noteList from './note-list'
import noteView from './note-view'
import offlineClassDetail from './offline-class-detail'
import orderDetail from './order-detail'
import orderList from './order-list'
import purchaseBar from './purchase-bar'
import releaseTimeline from './release-timeline'
import resultPanel from './result-panel'
import sectionHeader from './section-header'
import shortVideoFeed from './short-video-feed'
import stack from './stack'
import tabs from './tabs'
import text from './text'
import tokenTransfer from './token-transfer'
import videoExchangeForm from './video-exchange-form'
import videoIntro from './video-intro'
import videoPlayer from './video-player'
import webFrame from './web-frame'
import wechatBindPanel from './wechat-bind-panel'

/** The widget registry: one line per widget. Config names a widget by its `type`. */
export const widgetDefinitions = [
  accountSwitcher,
  appInfo,
  articleBody,
  bannerSwiper,
  categoryChips,
  commentThread,
  companyList,
  consentDocument,
  contentFeed,
  courseCard,
  courseHeader,
  exchangeRecordList,
  favoriteButton,
  groupPurchaseCard,
  imageGallery,
  learnerHome,
  lessonCard,
  lessonMeta,
  lessonOutline,
  likeButton,
  lillyLiveEntry,
  livePlayer,
  loginPanel,
  noteList,
  noteView,
  offlineClassDetail,
  orderDetail,
  orderList,
  purchaseBar,
  releaseTimeline,
  resultPanel,
  sectionHeader,
  shortVideoFeed,
  stack,
  tabs,
  text,
  tokenTransfer,
  videoExchangeForm,
  videoIntro,
  videoPlayer,
  webFrame,
  wechatBindPanel,
] as const

export type WidgetType = (typeof widgetDefinitions)[number]['type']

export const registry = createRegistry(widgetDefinitions)
