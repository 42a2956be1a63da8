// antd-mobile's imperative show() needs the React 19 renderer: loaded with this module (feedback.ts).
import '../ui/imperative-render'
import ActionSheet from 'antd-mobile/es/components/action-sheet'
import ImageViewer from 'antd-mobile/es/components/image-viewer'
import { productConfig } from '../config/index'
import { saveDataUrl } from '../files/download'
import { toast } from '../ui/feedback'
import { canvasImage } from './canvas-image'
import { POSTER_HEIGHT, POSTER_WIDTH, type PosterParams, paintSharePoster } from './poster-painter'
import styles from './share-sheet.module.css'

/** The two ways the `share` action offers when the share config has `sharePoster` (spec §3). */
export const SHARE_TO_FRIENDS_TEXT = '分享给好友'
export const SHARE_POSTER_TEXT = '生成海报'
export const POSTER_HINT_TEXT = '长按图片可保存或发送给好友'
export const POSTER_UNAVAILABLE_TEXT = '当前浏览器无法生成海报，请复制链接分享'

export type ShareWay = 'friends' | 'poster'

export interface SharePosterRequest {
  title: string
  desc: string
  link: string
  posterParams?: PosterParams
}

/**
 * The share sheet and the share poster, loaded by the `share` action when a share config offers a
 * poster. An object (not bare functions) so tests replace its methods with `vi.spyOn`.
 */
export const shareSheet = {
  /** 分享给好友 / 生成海报 / 取消; answers the way chosen, undefined when dismissed. */
  choose(): Promise<ShareWay | undefined> {
    return new Promise((resolve) => {
      let chosen: ShareWay | undefined
      ActionSheet.show({
        actions: [
          { key: 'friends', text: SHARE_TO_FRIENDS_TEXT },
          { key: 'poster', text: SHARE_POSTER_TEXT },
        ],
        cancelText: '取消',
        closeOnAction: true,
        onAction: (action) => {
          chosen = action.key === 'poster' ? 'poster' : 'friends'
        },
        onClose: () => resolve(chosen),
      })
    })
  },

  /** Draws the poster (its posterParams over the share title and description) as a PNG data URL. */
  paint(request: SharePosterRequest): string | null {
    return canvasImage.render(POSTER_WIDTH, POSTER_HEIGHT, (context) =>
      paintSharePoster(context, {
        productName: productConfig.name,
        title: request.title,
        desc: request.desc,
        link: request.link,
        params: request.posterParams,
      }),
    )
  },

  /** Shows the poster full screen with 长按图片可保存或发送给好友 and 保存图片; answers whether it could be drawn. */
  showPoster(request: SharePosterRequest): boolean {
    const image = shareSheet.paint(request)
    if (!image) {
      toast(POSTER_UNAVAILABLE_TEXT)
      return false
    }
    ImageViewer.show({
      image,
      renderFooter: () => (
        <div className={styles.footer}>
          <p className={styles.hint}>{POSTER_HINT_TEXT}</p>
          <button
            type="button"
            className={styles.save}
            onClick={() => void saveDataUrl(image, `${request.posterParams?.title || request.title}.png`)}
          >
            保存图片
          </button>
        </div>
      ),
    })
    return true
  },
}
