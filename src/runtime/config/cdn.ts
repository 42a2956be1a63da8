import { constants, environment, productConfig } from './environments'

/** spec §9: CDN files carry a timestamp that changes every 10 minutes, so caches refresh that often. */
export function cdnTimestamp(now: number = Date.now()): number {
  return Math.floor(now / constants.cdnCacheBucket) * constants.cdnCacheBucket
}

/** A CDN file under `/${product}-doctor/frontend/h5/`, e.g. `activity/1/activity.txt`. */
export function cdnUrl(path: string): string {
  return `${environment.cdnBase}/${productConfig.key}-doctor/frontend/h5/${path.replace(/^\//, '')}`
}
