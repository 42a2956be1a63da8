import type { ActionSheetProps } from 'antd-mobile/es/components/action-sheet'
import type { CenterPopupProps } from 'antd-mobile/es/components/center-popup'
import type { DialogProps } from 'antd-mobile/es/components/dialog'
import type { ErrorBlockProps } from 'antd-mobile/es/components/error-block'
import type { ImageViewerProps, MultiImageViewerProps } from 'antd-mobile/es/components/image-viewer'
import type { PopupProps } from 'antd-mobile/es/components/popup'
import { type ComponentType, type CSSProperties, lazy, Suspense, useEffect, useState } from 'react'
import styles from './overlays.module.css'

/**
 * antd-mobile's overlays and its error illustration, loaded when first needed rather than with the
 * screen (docs/decisions/0018-overlays-load-when-they-open.md). Popup, Dialog, ActionSheet and
 * ImageViewer bring antd-mobile's animation library (react-spring, use-gesture: 23 KB brotli) and 15 KB
 * of their own; ErrorBlock's pictures are 10 KB. A screen shows none of them when it opens.
 *
 * Each overlay is antd-mobile's own component with its own props: it renders nothing until its
 * `visible` first turns true, then loads and stays mounted, so closing animates as before. The doctor's
 * first touch loads them ahead (`preloadOverlays`, from render/prefetch.ts), so a tap rarely waits.
 */

const loaders = {
  popup: () => import('antd-mobile/es/components/popup'),
  centerPopup: () => import('antd-mobile/es/components/center-popup'),
  dialog: () => import('antd-mobile/es/components/dialog'),
  actionSheet: () => import('antd-mobile/es/components/action-sheet'),
  imageViewer: () => import('antd-mobile/es/components/image-viewer'),
  errorBlock: () => import('antd-mobile/es/components/error-block'),
}

/** Loads every overlay's code (once; later calls reuse the modules). */
export function preloadOverlays(): Promise<unknown> {
  return Promise.all(Object.values(loaders).map((load) => load()))
}

function onFirstOpen<P extends { visible?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load)
  return function Overlay(props: P) {
    const [opened, setOpened] = useState(props.visible === true)
    if (props.visible === true && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

/** spec §9: modals are 600 rpx wide (600 of the 750 rpx screen: 80 %), never wider than 600 px. */
export const DIALOG_WIDTH = { '--min-width': '80vw', '--max-width': 'min(80vw, 600px)' } as CSSProperties

/** spec §9: a popup opens 50 ms after it is asked to. */
export const POPUP_OPEN_DELAY_MS = 50

/** spec §9: a popup's animation (sliding or fading in, and out when it closes) lasts 250 ms. */
export const POPUP_ANIMATION_MS = 250

/**
 * The root class and style that give an overlay spec §9's 250 ms animation. antd-mobile animates its
 * overlays with springs of fixed settings (about 0.6 s, no prop changes them); CSS animations outrank
 * the springs' inline styles, so the class runs ours over them: in while `visible`, out after. The
 * duration is the `--dc-popup-duration` custom property on the overlay's root; the overlay hides (and
 * `afterClose` runs) when antd-mobile's spring settles, after the 250 ms in which it has gone from view.
 */
function popupMotion(
  visible: boolean | undefined,
  className?: string,
  style?: CSSProperties,
): { className: string; style: CSSProperties } {
  return {
    className: [visible ? styles.popupIn : styles.popupOut, className].filter(Boolean).join(' '),
    style: { '--dc-popup-duration': `${POPUP_ANIMATION_MS}ms`, ...style } as CSSProperties,
  }
}

const LazyPopup = onFirstOpen<PopupProps>(loaders.popup)

/**
 * antd-mobile's Popup, shown 50 ms after `visible` turns true, sliding in and out in 250 ms (spec §9);
 * closing starts at once.
 */
export function Popup(props: PopupProps) {
  const asked = props.visible === true
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!asked) {
      setShown(false)
      return
    }
    const timer = window.setTimeout(() => setShown(true), POPUP_OPEN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [asked])
  const visible = asked && shown
  return <LazyPopup {...props} visible={visible} {...popupMotion(visible, props.className, props.style)} />
}
const LazyCenterPopup = onFirstOpen<CenterPopupProps>(loaders.centerPopup)

/** antd-mobile's CenterPopup, zooming in and out in 250 ms (spec §9). */
export function CenterPopup(props: CenterPopupProps) {
  return <LazyCenterPopup {...props} {...popupMotion(props.visible, props.className, props.style)} />
}
const LazyDialog = onFirstOpen<DialogProps>(loaders.dialog)

/**
 * antd-mobile's Dialog at spec §9's modal width (DIALOG_WIDTH) unless the caller sets its own style,
 * zooming in and out in 250 ms.
 */
export function Dialog(props: DialogProps) {
  return (
    <LazyDialog
      {...props}
      {...popupMotion(props.visible, props.className, { ...DIALOG_WIDTH, ...props.style })}
    />
  )
}
const LazyActionSheet = onFirstOpen<ActionSheetProps>(loaders.actionSheet)

/** antd-mobile's ActionSheet, sliding in and out in 250 ms (spec §9). */
export function ActionSheet(props: ActionSheetProps) {
  const motion = popupMotion(props.visible, props.popupClassName, props.popupStyle)
  return <LazyActionSheet {...props} popupClassName={motion.className} popupStyle={motion.style} />
}
export const ImageViewer = onFirstOpen<ImageViewerProps>(loaders.imageViewer)
export const MultiImageViewer = onFirstOpen<MultiImageViewerProps>(() =>
  loaders.imageViewer().then((module) => ({ default: module.default.Multi })),
)

const LoadedErrorBlock = lazy(loaders.errorBlock)

/** antd-mobile's ErrorBlock; while its pictures load, the same texts and buttons without the picture. */
export function ErrorBlock(props: ErrorBlockProps) {
  const fallback = (
    <div className={`${styles.errorBlock} ${props.className ?? ''}`} style={props.style}>
      {props.title ? <div className={styles.title}>{props.title}</div> : null}
      {props.description ? <div className={styles.description}>{props.description}</div> : null}
      {props.children}
    </div>
  )
  return (
    <Suspense fallback={fallback}>
      <LoadedErrorBlock {...props} />
    </Suspense>
  )
}
