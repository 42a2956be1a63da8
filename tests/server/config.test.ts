import { describe, expect, it } from 'vitest'
import productJson from '../../schemas/product.json' with { type: 'json' }
import { ConfigError, loadConfig, product, readProductConfig } from '../../server/config'

const cwd = '/srv/dermacampus'
const TOKEN_SECRET = 'a-token-secret-of-at-least-32-characters'

describe('server configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      embeddedEngine: 'postgres',
      dataDir: '/srv/dermacampus/.data/postgres',
      dataDirIsDefault: true,
      distDir: '/srv/dermacampus/dist',
      configDir: '/srv/dermacampus',
      logLevel: 'info',
      tokenSecret: undefined,
      rateLimit: true,
      wechat: { mode: 'dev' },
      payment: { mode: 'dev' },
      loginRedirectHosts: [],
      captchaFixedCode: undefined,
      devInspection: false,
      apiReference: true,
      configWatch: false,
      sourceMaps: false,
      trustProxy: false,
      redisUrl: undefined,
    })
  })

  it('reads every variable, resolving relative paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://derma:secret@db.internal:5432/dermacampus',
        DATA_DIR: '/var/lib/dermacampus',
        DIST_DIR: 'build/h5',
        CONFIG_DIR: '/etc/dermacampus/config',
        LOG_LEVEL: 'DEBUG',
        TOKEN_SECRET: TOKEN_SECRET,
        RATE_LIMIT: 'OFF',
        WECHAT_MODE: 'live',
        WECHAT_APP_ID: 'wx1234567890abcdef',
        WECHAT_APP_SECRET: 'app-secret-from-the-official-account',
        PAYMENT_MODE: 'LIVE',
        LOGIN_REDIRECT_HOSTS: ' m.example.cn, .Example.com ',
        TRUST_PROXY: '10.0.0.0/8',
        REDIS_URL: 'redis://redis.internal:6379/0',
      },
      cwd,
    )
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://derma:secret@db.internal:5432/dermacampus',
      embeddedEngine: 'postgres',
      dataDir: '/var/lib/dermacampus',
      dataDirIsDefault: false,
      distDir: '/srv/dermacampus/build/h5',
      configDir: '/etc/dermacampus/config',
      logLevel: 'debug',
      tokenSecret: TOKEN_SECRET,
      rateLimit: false,
      wechat: {
        mode: 'live',
        appId: 'wx1234567890abcdef',
        appSecret: 'app-secret-from-the-official-account',
      },
      payment: { mode: 'live' },
      loginRedirectHosts: ['m.example.cn', '.example.com'],
      captchaFixedCode: undefined,
      devInspection: false,
      apiReference: true,
      configWatch: false,
      sourceMaps: false,
      trustProxy: '10.0.0.0/8',
      redisUrl: 'redis://redis.internal:6379/0',
    })
  })

  it('a TOKEN_SECRET shorter than 32 characters fails without echoing it', () => {
    const attempt = () => loadConfig({ TOKEN_SECRET: 'hunter2-is-short' }, cwd)
    expect(attempt).toThrow(/TOKEN_SECRET must be at least 32 characters/)
    expect(attempt).not.toThrow(/hunter2/)
  })

  it('RATE_LIMIT accepts only on or off', () => {
    expect(() => loadConfig({ RATE_LIMIT: 'sometimes' }, cwd)).toThrow(/RATE_LIMIT must be on or off/)
  })

  it('WECHAT_MODE=live needs the app id and secret, each named', () => {
    expect(() => loadConfig({ WECHAT_MODE: 'live' }, cwd)).toThrow(/WECHAT_APP_ID[\s\S]*WECHAT_APP_SECRET/)
    expect(() => loadConfig({ WECHAT_MODE: 'mock' }, cwd)).toThrow(/WECHAT_MODE must be dev or live/)
  })

  it('PAYMENT_MODE is dev or live; live by default in production, where dev is refused', () => {
    expect(() => loadConfig({ PAYMENT_MODE: 'sandbox' }, cwd)).toThrow(/PAYMENT_MODE must be dev or live/)
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).payment).toEqual({ mode: 'live' })
    expect(() => loadConfig({ PAYMENT_MODE: 'dev', NODE_ENV: 'production' }, cwd)).toThrow(
      /PAYMENT_MODE=dev .* cannot be set when NODE_ENV=production/,
    )
  })

  it('LOGIN_REDIRECT_HOSTS entries must be host names', () => {
    expect(() => loadConfig({ LOGIN_REDIRECT_HOSTS: 'https://evil.example/' }, cwd)).toThrow(
      /LOGIN_REDIRECT_HOSTS entries must be host names/,
    )
  })

  it('a blank variable takes its default', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ' }, cwd)).toMatchObject({ port: 8080, logLevel: 'info' })
  })

  it('keeps memory:// as DATA_DIR (PGlite in memory)', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }, cwd)).toMatchObject({
      dataDir: 'memory://',
      embeddedEngine: 'pglite',
    })
  })

  it('DATABASE_ENGINE=pglite keeps the earlier embedded engine and its default folder; others are refused', () => {
    expect(loadConfig({ DATABASE_ENGINE: 'PGlite' }, cwd)).toMatchObject({
      embeddedEngine: 'pglite',
      dataDir: '/srv/dermacampus/.data/pglite',
    })
    expect(() => loadConfig({ DATABASE_ENGINE: 'sqlite' }, cwd)).toThrow(
      /DATABASE_ENGINE must be postgres or pglite/,
    )
  })

  it.each([['http'], ['-1'], ['70000'], ['80.5']])('PORT=%s fails naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port }, cwd)).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: port }, cwd)).toThrow(/PORT must be a whole number/)
  })

  it('DATABASE_URL that is not a postgres URL fails naming the variable, without echoing it', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, cwd)
    expect(attempt).toThrow(/DATABASE_URL must be a postgres:\/\//)
    expect(attempt).not.toThrow(/hunter2/)
  })

  it('an unknown LOG_LEVEL fails naming the allowed levels', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' }, cwd)).toThrow(/LOG_LEVEL must be one of fatal, error/)
  })

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', HOST: 'http://localhost', LOG_LEVEL: 'loud' }, cwd)).toThrow(
      /PORT[\s\S]*HOST[\s\S]*LOG_LEVEL/,
    )
  })
})

describe('product facts from schemas/product.json', () => {
  it('serves the API under apiPrefix and the CDN under /<key>-doctor/frontend/h5/', () => {
    expect(product.apiPrefix).toBe(productJson.apiPrefix)
    expect(product.cdnPrefix).toBe(`/${productJson.key}-doctor/frontend/h5/`)
  })

  it('a malformed apiPrefix stops the start, naming the field', () => {
    expect(() => readProductConfig({ ...productJson, apiPrefix: 'api/' })).toThrow(
      /product\.json[\s\S]*apiPrefix/,
    )
  })

  it('a malformed key stops the start, naming the field', () => {
    expect(() => readProductConfig({ ...productJson, key: 'Derma Doctor' })).toThrow(/key must be/)
  })

  it('CAPTCHA_FIXED_CODE is 4 letters or digits and refused in production; DEV_INSPECTION is on or off', () => {
    expect(loadConfig({ CAPTCHA_FIXED_CODE: 'e2e7', DEV_INSPECTION: 'on' }, cwd)).toMatchObject({
      captchaFixedCode: 'e2e7',
      devInspection: true,
    })
    expect(() => loadConfig({ CAPTCHA_FIXED_CODE: 'toolong' }, cwd)).toThrow(/CAPTCHA_FIXED_CODE/)
    expect(() => loadConfig({ CAPTCHA_FIXED_CODE: 'e2e7', NODE_ENV: 'production' }, cwd)).toThrow(
      /cannot be set when NODE_ENV=production/,
    )
    expect(() => loadConfig({ DEV_INSPECTION: 'yes' }, cwd)).toThrow(/DEV_INSPECTION/)
  })

  it('API_REFERENCE is on or off: on by default, off by default when NODE_ENV=production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).apiReference).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).apiReference).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', API_REFERENCE: 'on' }, cwd).apiReference).toBe(true)
    expect(loadConfig({ API_REFERENCE: 'OFF' }, cwd).apiReference).toBe(false)
    expect(() => loadConfig({ API_REFERENCE: 'yes' }, cwd)).toThrow(/API_REFERENCE must be on or off/)
  })

  it('SOURCE_MAPS is on or off, off by default', () => {
    expect(loadConfig({}, cwd).sourceMaps).toBe(false)
    expect(loadConfig({ SOURCE_MAPS: 'ON' }, cwd).sourceMaps).toBe(true)
    expect(() => loadConfig({ SOURCE_MAPS: 'true' }, cwd)).toThrow(
      /SOURCE_MAPS must be on or off, got "true"/,
    )
  })

  it('TRUST_PROXY is off by default; on, a hop count, or addresses and CIDRs; anything else is named', () => {
    expect(loadConfig({}, cwd).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'on' }, cwd).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }, cwd).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,loopback',
    )
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' }, cwd)).toThrow(/TRUST_PROXY must be .*\(got "nginx"\)/)
  })

  it('REDIS_URL is a redis:// URL or unset, and a bad one is refused without echoing it', () => {
    expect(loadConfig({}, cwd).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }, cwd).redisUrl).toBe(
      'redis://127.0.0.1:6379/0',
    )
    let message = ''
    try {
      loadConfig({ REDIS_URL: 'http://user:secret@host' }, cwd)
    } catch (error) {
      message = String(error)
    }
    expect(message).toMatch(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/)
    expect(message).not.toContain('secret')
  })

  it('CONFIG_WATCH (npm run dev) is on or off, off by default', () => {
    expect(loadConfig({ CONFIG_WATCH: 'on' }, cwd).configWatch).toBe(true)
    expect(loadConfig({}, cwd).configWatch).toBe(false)
    expect(() => loadConfig({ CONFIG_WATCH: 'yes' }, cwd)).toThrow(/CONFIG_WATCH must be on or off/)
  })
})
