import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SchemaView, startFirstScreen } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

const schema: PageSchema = {
  data: { releases: { api: 'app.releases', params: { limit: 20 }, default: [] } },
  body: [{ widget: 'ReleaseTimeline', props: { releases: '${data.releases}', current: '${query.version}' } }],
}
const releases = [{ version: '3.12.0', releasedAt: '2026-10-18', notes: ['新增皮肤镜图谱专题'] }]

/** Answers the release list and counts the calls. */
function countReleaseCalls(): { readonly count: number } {
  const counter = { count: 0 }
  server.use(
    http.get(`${API}/resource/v1/app-release/items`, () => {
      counter.count += 1
      return HttpResponse.json(releases)
    }),
  )
  return counter
}

describe('the first screen asks for its data before React renders (render/first-screen.ts)', () => {
  it('the data call leaves at start; the screen adopts it and asks nothing twice', async () => {
    const calls = countReleaseCalls()
    const runtime = makeRuntime()
    startFirstScreen(
      runtime,
      { name: 'about-app', schema },
      {
        pathname: '/v3/wechat/about/app',
        search: '?version=3.12.0',
      },
    )
    // Asked for before any render (msw answers asynchronously; the request has left).
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.count).toBe(1)
    renderWithRuntime(<SchemaView schema={schema} query={{ version: '3.12.0' }} />, runtime)
    expect(await screen.findByText('新增皮肤镜图谱专题')).toBeTruthy()
    expect(screen.getByText('当前版本')).toBeTruthy()
    expect(calls.count).toBe(1)
  })

  it('another screen, or a route whose checks must run first, loads its data itself', async () => {
    const calls = countReleaseCalls()
    const runtime = makeRuntime()
    // The address is another route's: nothing starts early.
    startFirstScreen(runtime, { name: 'about-app', schema }, { pathname: '/v3/home', search: '' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.count).toBe(0)
    // A different query than the one started: the screen does not adopt it.
    startFirstScreen(
      runtime,
      { name: 'about-app', schema },
      {
        pathname: '/v3/wechat/about/app',
        search: '?version=3.11.0',
      },
    )
    renderWithRuntime(<SchemaView schema={schema} query={{ version: '3.12.0' }} />, runtime)
    expect(await screen.findByText('新增皮肤镜图谱专题')).toBeTruthy()
    // The same endpoint and params are one read of the client cache: the screen's own load shares the
    // request the dropped start left with (decision 0037) instead of asking twice at once.
    expect(calls.count).toBe(1)
  })
})
