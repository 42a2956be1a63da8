import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { fn } from 'storybook/test'
import { ApiError } from '@/runtime/api'
import { createRuntime } from '@/runtime/app'
import { createServerState } from '@/runtime/data'
import { type Runtime, RuntimeContext } from '@/runtime/render'
import type { PagesFile } from '@/runtime/schema'
import type { LoginInfo } from '@/runtime/stores'
import { RootStore } from '@/runtime/stores'
import { registry } from '@/widgets'
import pages from '../pages.json'

/**
 * A runtime for stories of widgets that call the API or the session: the real stores, route table and
 * navigator, with answers given per endpoint instead of a server, and a session whose methods are
 * spies (they show in the Actions panel). Nothing touches the network.
 */

/** An answer that never comes: the widget stays in its loading state. */
export const pending = Symbol('pending')

/** A refused call, as the API client rejects it (it would also have toasted the message). */
export function refused(status: number, code: string, message: string): ApiError {
  return new ApiError(status, code, message, 'story')
}

type Answer = unknown | ((params: Record<string, unknown>) => unknown)

export interface StoryRuntimeOptions {
  /** Answers by endpoint name: a value, a function of the params, `pending`, or an ApiError to reject with. */
  api?: Record<string, Answer>
  /** Milliseconds before an answer arrives (a phone on a good network). */
  latency?: number
  /** What the session stored at login. */
  loginInfo?: Partial<LoginInfo>
  /** Last SMS send time (ms); a recent one makes the resend countdown run. */
  lastSmsSendTime?: number
  /** The session's sign-in: resolves by default; `pending` never settles; an Error rejects. */
  signIn?: 'ok' | typeof pending | Error
}

function answerFor(answers: Record<string, Answer>, name: string, params: Record<string, unknown>): unknown {
  if (!(name in answers)) return refused(404, 'story.no.answer', `故事中没有为 ${name} 准备数据`)
  const answer = answers[name]
  return typeof answer === 'function'
    ? (answer as (params: Record<string, unknown>) => unknown)(params)
    : answer
}

function settle(value: unknown, latency: number): Promise<never> | Promise<unknown> {
  if (value === pending) return new Promise<never>(() => undefined)
  return new Promise((resolve, reject) => {
    setTimeout(() => (value instanceof Error ? reject(value) : resolve(value)), latency)
  })
}

export function storyRuntime(options: StoryRuntimeOptions = {}): Runtime {
  const { api: answers = {}, latency = 400 } = options
  const stores = new RootStore({ persist: false })
  if (options.loginInfo) {
    stores.login.setLoginInfo(options.loginInfo)
    stores.user.setSession(options.loginInfo.token ?? 'story-token', 'u-story')
  }
  if (options.lastSmsSendTime) stores.user.markSmsSent(options.lastSmsSendTime)
  const runtime = createRuntime({
    pages: pages as PagesFile,
    registry,
    stores,
    platform: { isApp: false, isWechat: false, isDesktop: false, isIos: true, isAndroid: false },
    history: {
      go: fn().mockName('history.go'),
      back: fn().mockName('history.back'),
      depth: () => 0,
    },
    loadPage: async () => {
      throw new Error('no page loader in stories')
    },
  })
  const call = fn(
    <T,>(name: string, params: Record<string, unknown> = {}) =>
      settle(answerFor(answers, name, params), latency) as Promise<T>,
  ).mockName('api.call')
  const signIn = options.signIn ?? 'ok'
  const session = {
    ...runtime.session,
    loggedIn: stores.user.isLoggedIn,
    signIn: fn(() => settle(signIn === 'ok' ? undefined : signIn, latency).then(() => undefined)).mockName(
      'session.signIn',
    ),
    signOut: fn().mockName('session.signOut'),
    finishLogin: fn().mockName('session.finishLogin'),
    relogin: fn().mockName('session.relogin'),
  }
  const api = { ...runtime.api, call: call as Runtime['api']['call'] }
  // The cache reads through the story's answers, as the app's reads through the server.
  runtime.data.dispose()
  return { ...runtime, api, data: createServerState(api), session }
}

function RuntimeProvider({ options, children }: { options: StoryRuntimeOptions; children: ReactNode }) {
  const [runtime] = useState(() => storyRuntime(options))
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

/** A decorator giving the story its own runtime (built once per story render). */
export function withRuntime(options: StoryRuntimeOptions = {}): Decorator {
  return (Story) => (
    <RuntimeProvider options={options}>
      <Story />
    </RuntimeProvider>
  )
}

/** A picture as a data: URL, so no story touches the network. */
export function svgPicture(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** An image captcha as the server draws it: four characters on a light background with noise lines. */
export function captchaImage(text: string): string {
  const letters = [...text]
    .map(
      (letter, index) =>
        `<text x="${18 + index * 24}" y="${28 + (index % 2) * 4}" font-size="24" font-family="Georgia, serif" ` +
        `fill="${['#3b5b92', '#92433b', '#3b8a5b', '#6b3b92'][index % 4]}" ` +
        `transform="rotate(${(index % 2 ? 1 : -1) * 10} ${18 + index * 24} 24)">${letter}</text>`,
    )
    .join('')
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
      `<rect width="120" height="40" fill="#f3f6fb"/>` +
      `<path d="M4 30 Q 40 4 70 22 T 116 12" stroke="#9fb3d1" fill="none"/>` +
      `<path d="M2 12 Q 50 36 118 28" stroke="#d1a99f" fill="none"/>${letters}</svg>`,
  )
}
