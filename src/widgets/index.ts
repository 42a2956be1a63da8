import { createRegistry } from '@/runtime/registry'
import accountSwitcher from './account-switcher'
import activityDetail from './activity-detail'
import activityList from './activity-list'
import aiShareMessage from './ai-share-message'
import appHandoff from './app-handoff'
import appInfo from './app-info'
import articleBody from './article-body'
import bannerSwiper from './banner-swiper'
import button from './button'
import card from './card'
import categoryChips from './category-chips'
import certificateList from './certificate-list'
import certificateView from './certificate-view'
import commentThread from './comment-thread'
import companyList from './company-list'
import consentDocument from './consent-document'
import contentFeed from './content-feed'
import countdown from './countdown'
import courseCard from './course-card'
import courseHeader from './course-header'
import divider from './divider'
import durationActivity from './duration-activity'
import dynamicForm from './dynamic-form'
import ebookReceive from './ebook-receive'
import empty from './empty'
import examPaper from './exam-paper'
import exchangeRecordList from './exchange-record-list'
import favoriteButton from './favorite-button'
import fileDownloadList from './file-download-list'
import formRecordDetail from './form-record-detail'
import formRecordList from './form-record-list'
import gcpCourseList from './gcp-course-list'
import gcpTrainingHome from './gcp-training-home'
import grid from './grid'
import groupPurchaseCard from './group-purchase-card'
import guideDetail from './guide-detail'
import image from './image'
import imageGallery from './image-gallery'
import invitePanel from './invite-panel'
import jumpTip from './jump-tip'
import learnerHome from './learner-home'
import lessonCard from './lesson-card'
import lessonCourseNav from './lesson-course-nav'
import lessonMeta from './lesson-meta'
import lessonOutline from './lesson-outline'
import likeButton from './like-button'
import lillyLiveEntry from './lilly-live-entry'
import linkJump from './link-jump'
import list from './list'
import livePlayer from './live-player'
import locationView from './location-view'
import loginPanel from './login-panel'
import lotteryDraw from './lottery-draw'
import noteList from './note-list'
import noteView from './note-view'
import noticeBar from './notice-bar'
import offlineClassDetail from './offline-class-detail'
import orderDetail from './order-detail'
import orderList from './order-list'
import purchaseBar from './purchase-bar'
import qrCode from './qr-code'
import releaseTimeline from './release-timeline'
import resultPanel from './result-panel'
import richText from './rich-text'
import scholarshipHome from './scholarship-home'
import scholarshipRecords from './scholarship-records'
import sectionHeader from './section-header'
import shareButton from './share-button'
import shortVideoFeed from './short-video-feed'
import skinCareDetail from './skin-care-detail'
import spacer from './spacer'
import sprintHome from './sprint-home'
import sprintRank from './sprint-rank'
import sprintResult from './sprint-result'
import stack from './stack'
import steps from './steps'
import tabs from './tabs'
import text from './text'
import tokenTransfer from './token-transfer'
import utaskList from './utask-list'
import utaskPage from './utask-page'
import video from './video'
import videoExchangeForm from './video-exchange-form'
import videoIntro from './video-intro'
import videoPlayer from './video-player'
import voteAdvert from './vote-advert'
import voteBar from './vote-bar'
import voteBoard from './vote-board'
import voteHero from './vote-hero'
import voteRules from './vote-rules'
import webFrame from './web-frame'
import wechatBindPanel from './wechat-bind-panel'
import zoneDetail from './zone-detail'
import zoneHome from './zone-home'
import zoneItemDetail from './zone-item-detail'
import zoneList from './zone-list'
import zoneSearch from './zone-search'

/** The widget registry: one line per widget. Config names a widget by its `type`. */
export const widgetDefinitions = [
  accountSwitcher,
  activityDetail,
  activityList,
  aiShareMessage,
  appHandoff,
  appInfo,
  articleBody,
  bannerSwiper,
  button,
  card,
  categoryChips,
  certificateList,
  certificateView,
  commentThread,
  companyList,
  consentDocument,
  contentFeed,
  countdown,
  courseCard,
  courseHeader,
  divider,
  durationActivity,
  dynamicForm,
  ebookReceive,
  empty,
  examPaper,
  exchangeRecordList,
  favoriteButton,
  fileDownloadList,
  formRecordDetail,
  formRecordList,
  gcpCourseList,
  gcpTrainingHome,
  grid,
  groupPurchaseCard,
  guideDetail,
  image,
  imageGallery,
  invitePanel,
  jumpTip,
  learnerHome,
  lessonCard,
  lessonCourseNav,
  lessonMeta,
  lessonOutline,
  likeButton,
  lillyLiveEntry,
  linkJump,
  list,
  livePlayer,
  locationView,
  loginPanel,
  lotteryDraw,
  noteList,
  noteView,
  noticeBar,
  offlineClassDetail,
  orderDetail,
  orderList,
  purchaseBar,
  qrCode,
  releaseTimeline,
  resultPanel,
  richText,
  scholarshipHome,
  scholarshipRecords,
  sectionHeader,
  shareButton,
  shortVideoFeed,
  skinCareDetail,
  spacer,
  sprintHome,
  sprintRank,
  sprintResult,
  stack,
  steps,
  tabs,
  text,
  tokenTransfer,
  utaskList,
  utaskPage,
  video,
  videoExchangeForm,
  videoIntro,
  videoPlayer,
  voteAdvert,
  voteBar,
  voteBoard,
  voteHero,
  voteRules,
  webFrame,
  wechatBindPanel,
  zoneDetail,
  zoneHome,
  zoneItemDetail,
  zoneList,
  zoneSearch,
] as const

export type WidgetType = (typeof widgetDefinitions)[number]['type']

export const registry = createRegistry(widgetDefinitions)
