import Button from 'antd-mobile/es/components/button'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type WechatLocationSdk, waitForWechatLocationSdk } from '@/runtime/platform'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import styles from './location-view.module.css'
import type { schema } from './location-view.schema'

export type LocationViewProps = WidgetProps<typeof schema>

export interface Coordinates {
  latitude: number
  longitude: number
}

/** Where a chosen position is kept for the screen that asked for it. */
export const CHOSEN_LOCATION_KEY = 'u_chosen_location'
export const NO_MAP_MESSAGE = '当前浏览器无法打开微信地图，请在微信中打开，或通过下方地图链接查看'
export const NO_POSITION_MESSAGE = '当前浏览器不支持定位，请在微信中打开本页面'

/** Valid coordinates from query text or numbers; undefined when either is missing or out of range. */
export function parseCoordinates(latitude: unknown, longitude: unknown): Coordinates | undefined {
  const toNumber = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  const lat = toNumber(latitude)
  const lng = toNumber(longitude)
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { latitude: lat, longitude: lng }
}

/** A web map for browsers without the WeChat map (AMap's marker page, GCJ-02 like WeChat). */
export function webMapUrl(place: Coordinates, name = ''): string {
  const query = new URLSearchParams({
    position: `${place.longitude},${place.latitude}`,
    name: name || '位置',
  })
  return `https://uri.amap.com/marker?${query.toString()}`
}

type Choose =
  | { status: 'locating' }
  | { status: 'located'; place: Coordinates }
  | { status: 'failed'; message: string }

/**
 * openLocation: in WeChat the JS-SDK map opens at once; in a plain browser the place shows as a card
 * with a clear message and a web-map link. chooseLocation: reads the current position (WeChat
 * getLocation, else the browser's geolocation) and hands it back on 使用此位置.
 */
export default function LocationView({
  mode = 'open',
  latitude,
  longitude,
  name = '',
  address = '',
  onChoose,
  run,
}: LocationViewProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const isWechat = runtime.platform.isWechat
  // In WeChat the JS-SDK arrives after the page shows: wait for it before deciding how to show the place.
  const [sdk, setSdk] = useState<WechatLocationSdk | undefined>(undefined)
  const [waiting, setWaiting] = useState(isWechat)
  const place = parseCoordinates(latitude, longitude)
  const [choose, setChoose] = useState<Choose>({ status: 'locating' })

  useEffect(() => {
    if (!isWechat) return
    let live = true
    void waitForWechatLocationSdk(true).then((found) => {
      if (!live) return
      setSdk(() => found)
      setWaiting(false)
    })
    return () => {
      live = false
    }
  }, [isWechat])

  const openMap = useCallback(() => {
    if (sdk && place) sdk.openLocation({ ...place, name, address, scale: 16 })
  }, [sdk, place, name, address])

  const locate = useCallback(() => {
    setChoose({ status: 'locating' })
    const done = (result: Coordinates) =>
      setChoose({ status: 'located', place: { latitude: result.latitude, longitude: result.longitude } })
    const fail = () => setChoose({ status: 'failed', message: '定位失败，请检查定位权限后重试' })
    if (sdk) {
      sdk.getLocation({ type: 'gcj02', success: done, fail, cancel: fail })
      return
    }
    const geolocation = globalThis.navigator?.geolocation
    if (!geolocation) {
      setChoose({ status: 'failed', message: NO_POSITION_MESSAGE })
      return
    }
    geolocation.getCurrentPosition((position) => done(position.coords), fail, { timeout: 10_000 })
  }, [sdk])

  // Once per mount: the SDK map opens over the page, the position is read once.
  const started = useRef(false)
  useEffect(() => {
    if (waiting || started.current) return
    started.current = true
    if (mode === 'open') openMap()
    else locate()
  }, [waiting, mode, openMap, locate])

  if (mode === 'choose') {
    if (choose.status === 'failed') {
      return (
        <div className={styles.page}>
          <ErrorBlock status="default" title="无法获取位置" description={choose.message} />
          <div className={styles.actions}>
            <Button block shape="rounded" color="primary" onClick={locate}>
              重试
            </Button>
          </div>
        </div>
      )
    }
    const located = choose.status === 'located' ? choose.place : undefined
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <span className={styles.pin} aria-hidden />
          <h2 className={styles.name}>{located ? '当前位置' : '正在获取位置…'}</h2>
          {located && (
            <p className={styles.coords}>
              纬度 {located.latitude.toFixed(6)}，经度 {located.longitude.toFixed(6)}
            </p>
          )}
        </section>
        <div className={styles.actions}>
          <Button
            block
            shape="rounded"
            color="primary"
            disabled={!located}
            onClick={() => {
              if (!located) return
              if (onChoose) {
                void run?.(onChoose, { ...located })
                return
              }
              globalThis.sessionStorage?.setItem(CHOSEN_LOCATION_KEY, JSON.stringify(located))
              runtime.navigator.back(1)
            }}
          >
            使用此位置
          </Button>
        </div>
      </div>
    )
  }

  if (!place) {
    return (
      <div className={styles.page}>
        <ErrorBlock status="empty" title="位置信息无效" description="链接中缺少有效的经纬度" />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.pin} aria-hidden />
        <h2 className={styles.name}>{name || '位置'}</h2>
        {address && <p className={styles.address}>{address}</p>}
        <p className={styles.coords}>
          纬度 {place.latitude}，经度 {place.longitude}
        </p>
      </section>
      {waiting ? (
        <p className={styles.coords} role="status">
          正在打开微信地图…
        </p>
      ) : (
        !sdk && <p className={styles.notice}>{NO_MAP_MESSAGE}</p>
      )}
      {!waiting && (
        <div className={styles.actions}>
          {sdk ? (
            <Button block shape="rounded" color="primary" onClick={openMap}>
              查看地图
            </Button>
          ) : (
            <a
              className={styles.mapLink}
              href={webMapUrl(place, name)}
              target="_blank"
              rel="noopener noreferrer"
            >
              在地图网页中查看
            </a>
          )}
        </div>
      )}
    </div>
  )
}
