/** Tracking constants (spec §9) and the batching limits we chose for the endpoints (spec §7 leaves them open). */
export const trackingConstants = {
  /** spec §9: an exposure event every 5 s while the page is visible... */
  exposureIntervalMs: 5000,
  /** ...carrying watch_time 5 (seconds). */
  exposureWatchTime: 5,
  /** spec §9: scroll percent points 0 to 100 in steps of 10. */
  scrollStep: 10,
  /** spec §9: scroll tracking starts at the latest 2 s after layout (we count from the route change). */
  scrollStartDeadlineMs: 2000,
  /** A queue is sent as soon as it holds this many records; also the largest batch in one request. */
  batchSize: 20,
  /** Queues are sent at least this often. */
  flushIntervalMs: 10_000,
  /** Per endpoint; beyond it the oldest record is dropped (with a warning). */
  maxQueued: 200,
  /** Longest deviceInfo / device_info text. */
  deviceInfoMaxLength: 255,
} as const

/** The DOM event the `track` action dispatches (src/runtime/render/actions.ts). */
export const trackDomEvent = 'runtime:track'
