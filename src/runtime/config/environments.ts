import product from '@schemas/product.json'

/**
 * Environments (spec §9): dev, test and production, each with its own API, CDN, H5 and PC hosts.
 * The API base defaults to the same origin's `/api` (the reference server); VITE_API_BASE points the H5
 * at another backend at build time, and the session store's baseApi overrides both at run time.
 */
export type EnvironmentName = 'dev' | 'test' | 'production-v2'

export interface Environment {
  name: EnvironmentName
  apiBase: string
  cdnBase: string
  h5Host: string
  pcHost: string
  appScheme: string
  appDownloadUrl: string
  wechatAppId: string
  /** Hosts the webview screen and redirects may open (exact host or a `.suffix` for subdomains). */
  webviewAllowlist: readonly string[]
}

const sameOrigin = typeof window === 'undefined' ? 'http://127.0.0.1:8080' : window.location.origin

const environments: Record<EnvironmentName, Environment> = {
  dev: {
    name: 'dev',
    apiBase: product.apiPrefix,
    cdnBase: '',
    h5Host: sameOrigin,
    pcHost: 'https://dev-pc.dermacampus.cn',
    appScheme: 'dermacampus-dev://',
    appDownloadUrl: 'https://dev.dermacampus.cn/download',
    wechatAppId: 'wx-dev-dermacampus',
    webviewAllowlist: ['.dermacampus.cn', 'localhost', '127.0.0.1', 'mp.weixin.qq.com'],
  },
  test: {
    name: 'test',
    apiBase: product.apiPrefix,
    cdnBase: '',
    h5Host: sameOrigin,
    pcHost: 'https://test-pc.dermacampus.cn',
    appScheme: 'dermacampus-test://',
    appDownloadUrl: 'https://test.dermacampus.cn/download',
    wechatAppId: 'wx-test-dermacampus',
    webviewAllowlist: ['.dermacampus.cn', 'localhost', '127.0.0.1', 'mp.weixin.qq.com'],
  },
  'production-v2': {
    name: 'production-v2',
    apiBase: product.apiPrefix,
    cdnBase: '',
    h5Host: sameOrigin,
    pcHost: 'https://pc.dermacampus.cn',
    appScheme: 'dermacampus://',
    appDownloadUrl: 'https://www.dermacampus.cn/download',
    wechatAppId: 'wx-dermacampus',
    webviewAllowlist: ['.dermacampus.cn', 'mp.weixin.qq.com'],
  },
}

function pickEnvironment(): Environment {
  // Node tools (`npm run schemas` reading the widgets' read declarations) load this module without Vite.
  const env: Partial<ImportMetaEnv> = import.meta.env ?? {}
  const requested = env.VITE_ENV as string | undefined
  const fallback: EnvironmentName = env.PROD ? 'production-v2' : 'dev'
  const name = requested && requested in environments ? (requested as EnvironmentName) : fallback
  const base = environments[name]
  const apiBase = (env.VITE_API_BASE as string | undefined) || base.apiBase
  const extraHosts = ((env.VITE_WEBVIEW_ALLOWLIST as string | undefined) ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
  return { ...base, apiBase, webviewAllowlist: [...base.webviewAllowlist, ...extraHosts] }
}

export const environment: Environment = pickEnvironment()

/** The product key and names (spec: `{product}` is `derma`); kept in one file, schemas/product.json. */
export const productConfig = product

/** Spec §9 constants used across the runtime. */
export const constants = {
  apiVersion: '2',
  appVersion: '999',
  routeVersion: product.routeVersion,
  requestTimeout: 60_000,
  toastDuration: 1500,
  loadingHideDelay: 200,
  loaderDelay: 800,
  scrollMemoryTtl: 24 * 60 * 60 * 1000,
  /** spec §9 async page load delay / timeout: the skeleton after 200 ms, given up after 60 s. */
  pageLoadDelay: 200,
  pageLoadTimeout: 60_000,
  cdnCacheBucket: 10 * 60 * 1000,
  closeWindowHandlerDelay: 300,
  exposureInterval: 5000,
} as const

/** Wire names built from the product key (spec `{product}Id`, `target{product}Id`, device type). */
const capitalized = product.key.charAt(0).toUpperCase() + product.key.slice(1)
export const productNames = {
  idKey: `${product.key}Id`,
  targetIdKey: `target${capitalized}Id`,
  appDeviceType: `${product.key}App`,
  application: `${product.key}-doctor`,
} as const
