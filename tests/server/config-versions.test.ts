import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../server/app'
import { type ConfigFiles, readConfigFiles } from '../../server/config-versions/files'
import { LiveConfig } from '../../server/config-versions/live'
import {
  addOperator,
  findOperator,
  listOperators,
  revokeOperator,
} from '../../server/config-versions/operators'
import { ConfigVersions } from '../../server/config-versions/versions'
import { openDatabase } from '../../server/db/index'
import { RATE_LIMITS } from '../../server/routes/rate-limits'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers'
import { REVALIDATE_CACHE } from '../../server/web-app'
import { api, bearer, TEST_TOKEN_SECRET } from './api-helpers'
import { type PublishingServer, startPublishingServer, VERSIONS } from './publishing-server'
import { databaseTargets, firstRunOnly } from './test-databases'

/**
 * Config versions (issue 14): a campaign made by content files alone, published to a running server,
 * changed, rolled back; what doctors did survives each; refusals and invalid configs leave the running
 * version serving; two servers on one database switch together. The page studio's calls (issue 17).
 */

const repo = join(import.meta.dirname, '..', '..')

const OPERATOR = `${api}/operator/config`
const STUDIO_HTML = '<!doctype html><html><head><title>页面工作室</title></head><body>studio</body></html>'
const PREVIEW_HTML = '<!doctype html><html><head><title>预览</title></head><body>preview</body></html>'
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

interface Validation {
  ok: boolean
  errors: { file: string; line: number; column: number; pointer: string; code: string; message: string }[]
  routes: number
}

function campaign(title: string, entries = 4) {
  return {
    id: 'spring-cases-2027',
    title,
    subtitle: '全国皮肤科青年医师病例展示',
    start: new Date(Date.now() - 86_400_000).toISOString(),
    end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    limits: { perDay: 3, perEntryPerDay: 1 },
    regions: [
      { id: 'north', name: '北方赛区' },
      { id: 'south', name: '南方赛区' },
    ],
    entries: Array.from({ length: entries }, (_, index) => ({
      id: `case-${index + 1}`,
      region: index % 2 === 0 ? 'north' : 'south',
      title: `病例 ${index + 1}：银屑病生物制剂治疗`,
      subtitle: `第${index + 1}人民医院 · 皮肤科`,
      ...(index === 0 ? { lesson: { type: 'VIDEO', id: 1027 } } : {}),
    })),
    rules: [{ type: 'vote', title: '投票规则', html: '<p>每人每天 3 票</p>' }],
  }
}

/** Adds the campaign, its screen and a home banner to a config folder. */
function addCampaign(folder: string, title: string, entries = 4): void {
  mkdirSync(join(folder, 'content', 'votes'), { recursive: true })
  mkdirSync(join(folder, 'content', 'banners'), { recursive: true })
  writeFileSync(
    join(folder, 'content', 'votes', 'spring-cases-2027.json'),
    JSON.stringify(campaign(title, entries)),
  )
  writeFileSync(
    join(folder, 'content', 'banners', 'spring-cases-2027.json'),
    JSON.stringify({
      id: 'spring-cases-2027',
      location: 'HOME',
      title: '春季病例大赛投票开始',
      image: '/media/covers/banner-home.jpg',
      order: -1,
      target: { route: 'springVote' },
    }),
  )
  const pages = JSON.parse(readConfigFiles(folder)['pages.json'] ?? '{}') as { pages: object[] }
  if (!pages.pages.some((page) => (page as { name: string }).name === 'springVote')) {
    pages.pages.push({
      name: 'springVote',
      path: '/vote/spring',
      title: '春季病例大赛',
      schema: 'vote-spring',
    })
    writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages, null, 2))
  }
  writeFileSync(
    join(folder, 'schemas', 'pages', 'vote-spring.json'),
    JSON.stringify({
      body: [
        { widget: 'VoteHero', props: { promotionId: '${content.votes.spring-cases-2027}' } },
        {
          widget: 'VoteBoard',
          props: { promotionId: '${content.votes.spring-cases-2027}', regionTabs: true, title: '参赛病例' },
        },
      ],
    }),
  )
}

for (const target of databaseTargets) {
  describe(`config versions (${target.kind})`, () => {
    let server: PublishingServer

    let distDir = ''

    beforeAll(async () => {
      // A build with the studio's pages: the page studio's suite below reads them.
      distDir = await mkdtemp(join(tmpdir(), 'dermacampus-studio-dist-'))
      await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body>app</body></html>')
      await writeFile(join(distDir, 'studio.html'), STUDIO_HTML)
      await writeFile(join(distDir, 'studio-preview.html'), PREVIEW_HTML)
      server = await startPublishingServer(target, { distDir })
    }, 60_000)

    afterAll(async () => {
      await server?.dispose()
      if (distDir) await rm(distDir, { recursive: true, force: true })
    })

    /** A second server on the same database with the rate limits on (fresh budgets) and no build. */
    const limitedServer = () =>
      buildServer({
        database: server.database,
        distDir: '/nonexistent/dist',
        rateLimits: RATE_LIMITS,
        tokenSecret: TEST_TOKEN_SECRET,
        liveConfig: server.live,
        configVersions: server.versions,
      })

    async function promotionId(): Promise<number> {
      const routes = await server.app.inject({ method: 'GET', url: '/config/routes.json' })
      const url = routes.json<{ pageUrls: Record<string, string> }>().pageUrls['vote-spring'] ?? ''
      const page = await server.app.inject({ method: 'GET', url })
      const schema = page.json<{ body: { props: { promotionId: number } }[] }>()
      return schema.body[0]?.props.promotionId ?? 0
    }

    const detail = async (id: number) =>
      (
        await server.app.inject({ method: 'GET', url: `${api}/promotion-aggregator/v2/promotion-vote/${id}` })
      ).json<{
        title: string
      }>()

    const items = async (id: number) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${api}/promotion-aggregator/v2/user/promotion-vote/${id}/items?pageSize=50`,
          headers: bearer(server.doctorToken),
        })
      ).json<{ items: { id: number; title: string; voteCount: number }[] }>().items

    const vote = (id: number, voteItemId: number) =>
      server.app.inject({
        method: 'POST',
        url: `${api}/promotion-aggregator/v2/user/promotion-vote/${id}/submit`,
        headers: bearer(server.doctorToken),
        payload: { promotionId: id, voteItemId },
      })

    it('refuses anonymous calls, unknown tokens and doctors’ tokens with {code, message}', async () => {
      const anonymous = await server.app.inject({ method: 'GET', url: VERSIONS })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toMatchObject({ code: 'operator.unauthorized' })
      expect(
        (await server.app.inject({ method: 'GET', url: VERSIONS, headers: bearer('dco_nope') })).statusCode,
      ).toBe(401)
      const doctor = await server.app.inject({
        method: 'GET',
        url: VERSIONS,
        headers: bearer(server.doctorToken),
      })
      expect(doctor.statusCode).toBe(403)
      expect(doctor.json()).toMatchObject({ code: 'operator.forbidden' })
    })

    it('publishes a campaign by content alone: its screen, its banner, its limits; then change and roll back', async () => {
      const folder = server.folder()
      addCampaign(folder, '2027 春季皮肤科病例大赛')
      const first = await server.publish(readConfigFiles(folder), { message: 'spring campaign' })
      expect(first.statusCode, first.body).toBe(201)
      const published = first.json<{ number: number; changes: string[] }>()
      expect(published.changes).toEqual(
        expect.arrayContaining([
          'added content/votes/spring-cases-2027.json',
          'added schemas/pages/vote-spring.json',
        ]),
      )
      expect(server.live.current.match('/v3/vote/spring')?.entry.name).toBe('springVote')
      // The same files again change nothing (bigint and jsonb columns read back equal to what was written).
      const again = await server.publish(readConfigFiles(folder))
      expect(again.json<{ changes: string[] }>().changes).toEqual([])

      const id = await promotionId()
      expect(id).toBeGreaterThan(0)
      expect((await detail(id)).title).toBe('2027 春季皮肤科病例大赛')
      const entries = await items(id)
      expect(entries.map((entry) => entry.title).sort()).toEqual(
        campaign('')
          .entries.map((entry) => entry.title)
          .sort(),
      )
      const banners = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/banner/items?location=HOME`,
      })
      expect(banners.json<{ title: string; target: string }[]>()[0]).toMatchObject({
        title: '春季病例大赛投票开始',
        target: '/v3/vote/spring',
      })

      for (const entry of entries.slice(0, 3)) expect((await vote(id, entry.id)).statusCode).toBe(200)
      const fourth = await vote(id, entries[3]?.id ?? 0)
      expect(fourth.statusCode).toBe(400)
      expect(fourth.json()).toMatchObject({ code: 'vote.everyday.run.out' })

      addCampaign(folder, '2027 春季病例大赛（决赛）')
      const second = await server.publish(readConfigFiles(folder))
      expect(second.statusCode, second.body).toBe(201)
      expect(await promotionId()).toBe(id)
      expect((await detail(id)).title).toBe('2027 春季病例大赛（决赛）')

      const back = await server.app.inject({
        method: 'POST',
        url: `${VERSIONS}/${published.number}/activate`,
        headers: bearer(server.operatorToken),
        payload: {},
      })
      expect(back.statusCode, back.body).toBe(200)
      expect((await detail(id)).title).toBe('2027 春季皮肤科病例大赛')
      const after = await items(id)
      expect(after.reduce((sum, entry) => sum + entry.voteCount, 0)).toBe(3)

      const list = await server.app.inject({
        method: 'GET',
        url: VERSIONS,
        headers: bearer(server.operatorToken),
      })
      const { active, versions: listed } = list.json<{
        active: number
        versions: { number: number; operator: string; state: string; message: string }[]
      }>()
      expect(active).toBe(published.number)
      expect(listed.find((version) => version.number === published.number)).toMatchObject({
        operator: 'yunying',
        state: 'active',
        message: 'spring campaign',
      })
    })

    it('refuses to drop an entry doctors voted for unless forced; forced, it is hidden and its votes kept', async () => {
      const folder = server.folder()
      addCampaign(folder, '2027 春季皮肤科病例大赛', 2)
      const refused = await server.publish(readConfigFiles(folder))
      expect(refused.statusCode).toBe(409)
      const body = refused.json<{ code: string; refusals: string[] }>()
      expect(body.code).toBe('config.content.refused')
      expect(body.refusals.join('\n')).toMatch(/has 1 vote and is not in the file/)
      const id = await promotionId()
      expect((await items(id)).length).toBe(4)

      const forced = await server.publish(readConfigFiles(folder), { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(forced.json<{ overridden: string[] }>().overridden.length).toBeGreaterThan(0)
      expect((await items(id)).length).toBe(2)
      const [kept] = await server.database.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM vote_record WHERE promotion_id = $1',
        [id],
      )
      expect(kept?.n).toBe(3)
    })

    it('a campaign’s video advert is its file’s: added, changed, and gone when the file has none', async () => {
      const folder = server.folder()
      addCampaign(folder, '2027 春季皮肤科病例大赛', 2)
      const id = await promotionId()
      const publishWith = async (advert?: object) => {
        writeFileSync(
          join(folder, 'content', 'votes', 'spring-cases-2027.json'),
          JSON.stringify({ ...campaign('2027 春季皮肤科病例大赛', 2), ...(advert ? { advert } : {}) }),
        )
        const answer = await server.publish(readConfigFiles(folder))
        expect(answer.statusCode, answer.body).toBe(201)
        return server.app.inject({
          method: 'GET',
          url: `${api}/promotion/v2/user/vote/${id}/video-advert`,
          headers: bearer(server.doctorToken),
        })
      }
      const advert = {
        title: '春季病例大赛精彩集锦',
        videoUrl: '/media/demo/clip.mp4',
        poster: '/media/covers/banner-live.svg',
        link: 'https://example.org/spring',
      }
      expect((await publishWith(advert)).json()).toEqual({
        id,
        title: '春季病例大赛精彩集锦',
        videoUrl: '/media/demo/clip.mp4',
        posterUrl: '/media/covers/banner-live.svg',
        link: 'https://example.org/spring',
      })
      const { link: _link, ...withoutLink } = advert
      expect((await publishWith({ ...withoutLink, title: '决赛集锦' })).json()).toMatchObject({
        title: '决赛集锦',
        link: '',
      })
      const gone = await publishWith()
      expect(gone.statusCode).toBe(404)
      expect(gone.json()).toMatchObject({ code: 'vote.advert.not.found' })
    })

    it('an invalid config is refused with file, line, column and pointer; the active version keeps serving', async () => {
      const before = server.live.version
      const folder = server.folder()
      addCampaign(folder, '2027 春季皮肤科病例大赛', 2)
      writeFileSync(
        join(folder, 'schemas', 'pages', 'vote-spring.json'),
        JSON.stringify({ body: [{ widget: 'VoteHeroo', props: {} }] }, null, 2),
      )
      const answer = await server.publish(readConfigFiles(folder))
      expect(answer.statusCode).toBe(422)
      const { errors } = answer.json<{
        errors: { file: string; line: number; column: number; pointer: string; message: string }[]
      }>()
      expect(errors).toContainEqual(
        expect.objectContaining({
          file: 'schemas/pages/vote-spring.json',
          line: 4,
          pointer: '/body/0/widget',
          message: expect.stringContaining('did you mean "VoteHero"'),
        }),
      )
      expect(server.live.version).toBe(before)
    })

    it('refuses each kind of mistake with file:line:column, pointer and message; the active version keeps serving', async () => {
      const before = server.live.version
      const base = server.folder()
      addCampaign(base, '2027 春季皮肤科病例大赛', 2)
      const files = readConfigFiles(base)
      const page = 'schemas/pages/vote-spring.json'
      const pageJson = JSON.parse(files[page] ?? '{}') as {
        body: { widget: string; props: Record<string, unknown>; if?: unknown }[]
      }
      const withPage = (edit: (json: typeof pageJson) => void) => {
        const copy = structuredClone(pageJson)
        edit(copy)
        return { ...files, [page]: JSON.stringify(copy, null, 2) }
      }
      const mistakes: [string, ConfigFiles, RegExp][] = [
        [
          'JSON Logic operator',
          withPage((json) => {
            if (json.body[0]) json.body[0].if = { orr: [true, false] }
          }),
          /unknown JSON Logic operator "orr"/,
        ],
        [
          'unclosed binding',
          withPage((json) => {
            if (json.body[1]) json.body[1].props.title = '${content.votes.x'
          }),
          /unclosed binding/,
        ],
        [
          'route prop',
          withPage((json) => {
            if (json.body[1]) json.body[1].props.itemRoute = 'springVot'
          }),
          /unknown route "springVot"/,
        ],
        [
          'colour',
          withPage((json) => {
            if (json.body[0]) json.body[0].props.accentColor = 'teal-ish'
          }),
          /is not a colour/,
        ],
        [
          'enum',
          withPage((json) => {
            if (json.body[1]) json.body[1].props.layout = 'lisst'
          }),
          /did you mean "list"/,
        ],
        [
          'trailing comma',
          { ...files, [page]: files[page]?.replace(/\]\s*\}\s*$/, '],\n}') ?? '' },
          /trailing comma/,
        ],
        [
          'full-width punctuation',
          { ...files, [page]: files[page]?.replace('"body":', '"body"：') ?? '' },
          /full-width punctuation/,
        ],
        [
          'content region',
          {
            ...files,
            'content/votes/spring-cases-2027.json':
              files['content/votes/spring-cases-2027.json']?.replace('"region":"north"', '"region":"west"') ??
              '',
          },
          /unknown region "west"/,
        ],
      ]
      for (const [name, broken, message] of mistakes) {
        const answer = await server.publish(broken)
        expect(answer.statusCode, name).toBe(422)
        const { errors } = answer.json<{
          errors: { file: string; line: number; column: number; pointer: string; message: string }[]
        }>()
        const error = errors.find((item) => message.test(item.message))
        expect(error, `${name}: ${JSON.stringify(errors)}`).toBeDefined()
        expect(error?.line, name).toBeGreaterThan(0)
        expect(error?.column, name).toBeGreaterThan(0)
        expect(typeof error?.pointer, name).toBe('string')
      }
      expect(server.live.version).toBe(before)
    })

    it('a publish --at takes effect when its time comes', async () => {
      const folder = server.folder()
      addCampaign(folder, '2027 春季病例大赛 · 定时', 2)
      // Far enough ahead that validating the folder (slower on a loaded machine) does not reach it.
      const due = Date.now() + 4000
      const answer = await server.publish(readConfigFiles(folder), { at: new Date(due).toISOString() })
      expect(answer.statusCode, answer.body).toBe(201)
      expect(answer.json<{ scheduled: boolean }>().scheduled).toBe(true)
      const id = await promotionId()
      await server.live.refresh()
      expect((await detail(id)).title).not.toBe('2027 春季病例大赛 · 定时')
      await new Promise((done) => setTimeout(done, Math.max(0, due - Date.now()) + 100))
      await server.live.refresh()
      expect((await detail(id)).title).toBe('2027 春季病例大赛 · 定时')
    })

    it('an expired or revoked operator token is 401 saying so; a new token works again', async () => {
      const sql = server.database.sql
      const made = await addOperator(sql, 'lifecycle')
      const versions = (token: string) =>
        server.app.inject({ method: 'GET', url: VERSIONS, headers: bearer(token) })
      expect((await versions(made.token)).statusCode).toBe(200)
      const days = (made.expiresAt.getTime() - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(89.9)
      expect(days).toBeLessThanOrEqual(90)

      await sql.query(`UPDATE operator SET expires_at = now() - interval '1 second' WHERE name = 'lifecycle'`)
      const expired = await versions(made.token)
      expect(expired.statusCode).toBe(401)
      expect(expired.json()).toMatchObject({ code: 'operator.token.expired' })
      expect(expired.json<{ message: string }>().message).toContain('npm run operator -- add lifecycle')

      const renewed = await addOperator(sql, 'lifecycle', 1)
      expect((await versions(made.token)).statusCode).toBe(401)
      expect((await versions(renewed.token)).statusCode).toBe(200)
      expect(await revokeOperator(sql, 'lifecycle')).toBe(true)
      const revoked = await versions(renewed.token)
      expect(revoked.statusCode).toBe(401)
      expect(revoked.json()).toMatchObject({ code: 'operator.token.revoked' })
      expect(await revokeOperator(sql, 'nobody')).toBe(false)
      const listed = (await listOperators(sql)).find((operator) => operator.name === 'lifecycle')
      expect(listed?.revokedAt).toBeInstanceOf(Date)
      expect(listed?.lastUsedAt).toBeInstanceOf(Date)
    })

    it('wrong guesses from an address are limited (21st is 429) without locking a valid token out', async () => {
      const limited = await limitedServer()
      try {
        const guess = () =>
          limited.inject({ method: 'GET', url: VERSIONS, headers: bearer(`dco_guess${Math.random()}`) })
        const statuses: number[] = []
        for (let call = 0; call < 21; call++) statuses.push((await guess()).statusCode)
        expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
        expect(statuses[20]).toBe(429)
        // The same address, the real operator's token: its own budget, untouched by the guesses.
        const real = await limited.inject({
          method: 'GET',
          url: VERSIONS,
          headers: bearer(server.operatorToken),
        })
        expect(real.statusCode).toBe(200)
      } finally {
        await limited.close()
      }
    })

    it('operator calls are rate-limited per operator: the 61st in a minute is 429', async () => {
      const limited = await limitedServer()
      try {
        const statuses: number[] = []
        for (let call = 0; call < 61; call++) {
          statuses.push(
            (await limited.inject({ method: 'GET', url: VERSIONS, headers: bearer(server.operatorToken) }))
              .statusCode,
          )
        }
        expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
        expect(statuses[60]).toBe(429)
      } finally {
        await limited.close()
      }
    })

    it('a second server on the same database switches within 2 s of a publish on the first', async () => {
      const other = target.kind === 'postgres' ? await server.location.open() : server.database
      try {
        const otherLive = new LiveConfig(server.live.current, {
          versions: new ConfigVersions(other, 'v3'),
          intervalMs: 200,
        })
        await otherLive.refresh()
        otherLive.start()
        const folder = server.folder()
        addCampaign(folder, '2027 春季病例大赛 · 两台', 2)
        const extra = JSON.parse(readConfigFiles(folder)['pages.json'] ?? '{}') as { pages: object[] }
        extra.pages.push({
          name: 'clusterCheck',
          path: '/cluster/check',
          title: '集群',
          schema: 'vote-spring',
        })
        writeFileSync(join(folder, 'pages.json'), JSON.stringify(extra))
        expect((await server.publish(readConfigFiles(folder))).statusCode).toBe(201)
        // From the moment the publish answered (it is active on the first server).
        const started = Date.now()
        while (!otherLive.current.match('/v3/cluster/check') && Date.now() - started < 2000) {
          await new Promise((done) => setTimeout(done, 50))
        }
        otherLive.stop()
        expect(otherLive.current.match('/v3/cluster/check')?.entry.name).toBe('clusterCheck')
        expect(otherLive.version).toBe(server.live.version)
      } finally {
        if (target.kind === 'postgres') await other.close()
      }
    })

    /**
     * The page studio's server side (issue 17): validate a draft as a publish would, read the active and
     * older versions' files, and the studio's two HTML pages served from the build with the app's headers.
     */
    describe('the page studio', () => {
      let repository: ConfigFiles = {}
      beforeAll(() => {
        repository = readConfigFiles(server.folder())
      })

      const validate = (files: ConfigFiles, token = server.operatorToken) =>
        server.app.inject({
          method: 'POST',
          url: `${OPERATOR}/validate`,
          headers: bearer(token),
          payload: { files },
        })

      it('validate answers ok for the repository config, with its route count, and stores nothing', async () => {
        const before = (
          await server.app.inject({ method: 'GET', url: VERSIONS, headers: bearer(server.operatorToken) })
        ).json<{
          versions: unknown[]
        }>().versions.length
        const answer = await validate(repository)
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['cache-control']).toBe('no-store')
        const routes = (JSON.parse(repository['pages.json'] ?? '{}') as { pages: unknown[] }).pages.length
        expect(answer.json<Validation>()).toEqual({ ok: true, errors: [], routes })
        const after = (
          await server.app.inject({ method: 'GET', url: VERSIONS, headers: bearer(server.operatorToken) })
        ).json<{
          versions: unknown[]
        }>().versions.length
        expect(after).toBe(before)
      })

      it('validate finds a misspelt widget with file, line, column, pointer and a suggestion, as a publish does', async () => {
        const page = 'schemas/pages/vote-2025-ted.json'
        const files = { ...repository, [page]: (repository[page] ?? '').replace('"VoteHero"', '"VoteHeroo"') }
        const answer = await validate(files)
        expect(answer.statusCode).toBe(200)
        const body = answer.json<Validation>()
        expect(body.ok).toBe(false)
        expect(body.errors).toEqual([
          {
            file: page,
            line: 6,
            column: 17,
            pointer: '/body/0/widget',
            code: expect.any(String),
            message: expect.stringContaining('did you mean "VoteHero"'),
          },
        ])
        // The publish of the same files is refused with the same errors.
        const published = await server.publish(files)
        expect(published.statusCode).toBe(422)
        expect(published.json<{ errors: unknown[] }>().errors).toEqual(body.errors)
      })

      it('validate says what only the database knows (a row a file names) and what is not a config file', async () => {
        const votes = Object.keys(repository).find((path) => path.startsWith('content/votes/'))
        expect(votes).toBeDefined()
        const vote = JSON.parse(repository[votes ?? ''] ?? '{}') as { activityId?: number }
        const files = {
          ...repository,
          [votes ?? '']: JSON.stringify({ ...vote, activityId: 987_654 }, null, 2),
          'README.md': '# notes',
        }
        const body = (await validate(files)).json<Validation>()
        expect(body.ok).toBe(false)
        expect(body.errors).toContainEqual(
          expect.objectContaining({ file: 'README.md', code: 'not-config-file' }),
        )
        expect(body.errors).toContainEqual(expect.objectContaining({ file: votes, pointer: '/activityId' }))
      })

      it('the operator calls refuse no token (401) and a doctor’s token (403); a body must hold files', async () => {
        const anonymous = await server.app.inject({
          method: 'POST',
          url: `${OPERATOR}/validate`,
          payload: { files: repository },
        })
        expect(anonymous.statusCode).toBe(401)
        expect(anonymous.json()).toMatchObject({ code: 'operator.unauthorized' })
        const doctor = await validate(repository, server.doctorToken)
        expect(doctor.statusCode).toBe(403)
        expect(doctor.json()).toMatchObject({ code: 'operator.forbidden' })
        for (const url of [`${OPERATOR}/files`, `${OPERATOR}/versions/1/files`]) {
          expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
          const asDoctor = await server.app.inject({
            method: 'GET',
            url,
            headers: bearer(server.doctorToken),
          })
          expect(asDoctor.statusCode, url).toBe(403)
        }
        const noFiles = await server.app.inject({
          method: 'POST',
          url: `${OPERATOR}/validate`,
          headers: bearer(server.operatorToken),
          payload: { pages: {} },
        })
        expect(noFiles.statusCode).toBe(400)
      })

      it('files answers the active version’s files; versions/<n>/files an older one; an unknown n is 404', async () => {
        const active = await server.app.inject({
          method: 'GET',
          url: `${OPERATOR}/files`,
          headers: bearer(server.operatorToken),
        })
        expect(active.statusCode).toBe(200)
        const current = active.json<{ number: number; files: ConfigFiles }>()
        expect(current.number).toBe(server.live.version)
        expect(current.files['pages.json']).toBeDefined()
        const byNumber = await server.app.inject({
          method: 'GET',
          url: `${OPERATOR}/versions/${current.number}/files`,
          headers: bearer(server.operatorToken),
        })
        expect(byNumber.json()).toEqual(current)
        const unknown = await server.app.inject({
          method: 'GET',
          url: `${OPERATOR}/versions/9999/files`,
          headers: bearer(server.operatorToken),
        })
        expect(unknown.statusCode).toBe(404)
        expect(unknown.json()).toMatchObject({ code: 'config.version.not.found' })
      })

      it.each([
        ['/studio', STUDIO_HTML],
        ['/studio/', STUDIO_HTML],
        ['/studio/preview', PREVIEW_HTML],
      ])('%s serves its built HTML to anyone, revalidated, with the app’s CSP', async (path, html) => {
        const answer = await server.app.inject({
          method: 'GET',
          url: path,
          headers: { accept: BROWSER_ACCEPT },
        })
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['content-type']).toMatch(/^text\/html/)
        expect(answer.body).toBe(html)
        expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
        expect(answer.headers['x-content-type-options']).toBe('nosniff')
        expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE)
        const again = await server.app.inject({
          method: 'GET',
          url: path,
          headers: { accept: BROWSER_ACCEPT, 'if-none-match': String(answer.headers.etag) },
        })
        expect(again.statusCode).toBe(304)
      })

      it('the app’s fallback does not take /studio: another path under it is a 404, never the app', async () => {
        const answer = await server.app.inject({
          method: 'GET',
          url: '/studio/no-such-page',
          headers: { accept: BROWSER_ACCEPT },
        })
        expect(answer.statusCode).toBe(404)
        expect(answer.body).not.toContain('<!doctype html>')
        const app = await server.app.inject({
          method: 'GET',
          url: '/studios',
          headers: { accept: BROWSER_ACCEPT },
        })
        expect(app.statusCode).toBe(200)
      })

      it('with rate limits and no studio build: validate has its own budget, /studio is a 404 saying so', async () => {
        const limited = await limitedServer()
        try {
          // Typing never uses up the 60 calls a minute of publishes and reads.
          const small = { 'pages.json': '{"version":1,"pages":[]}' }
          for (let call = 0; call < 61; call++) {
            const answer = await limited.inject({
              method: 'POST',
              url: `${OPERATOR}/validate`,
              headers: bearer(server.operatorToken),
              payload: { files: small },
            })
            expect(answer.statusCode).toBe(200)
          }
          const read = await limited.inject({
            method: 'GET',
            url: VERSIONS,
            headers: bearer(server.operatorToken),
          })
          expect(read.statusCode).toBe(200)
          for (const path of ['/studio', '/studio/preview']) {
            const answer = await limited.inject({
              method: 'GET',
              url: path,
              headers: { accept: BROWSER_ACCEPT },
            })
            expect(answer.statusCode, path).toBe(404)
            expect(answer.headers['content-type']).toMatch(/^text\/plain/)
            expect(answer.body).toContain('studio is not built')
            expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
          }
        } finally {
          await limited.close()
        }
      })
    })
  })
}

describe.skipIf(firstRunOnly)('npm run operator with no server running (the embedded PostgreSQL)', () => {
  it('add prints a working 90-day token as the last line; list shows it; revoke ends it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dermacampus-operator-'))
    const operator = (...args: string[]) =>
      promisify(execFile)(join(repo, 'node_modules/.bin/tsx'), ['scripts/operator.ts', ...args], {
        cwd: repo,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_ENGINE: '' },
      })
    try {
      const added = await operator('add', 'yunying')
      const token = added.stdout.trim().split('\n').at(-1) ?? ''
      expect(token).toMatch(/^dco_/)
      const listed = (await operator('list')).stdout
      expect(listed).toMatch(/^name\s+state\s+issued \(UTC\)\s+expires \(UTC\)/)
      const row = listed.split('\n').find((line) => line.startsWith('yunying')) ?? ''
      const expires = new Date(`${row.split(/\s{2,}/)[3]?.replace(' ', 'T')}:00Z`)
      expect(Math.round((expires.getTime() - Date.now()) / 86_400_000)).toBe(90)
      expect(row).toContain('active')

      const database = await openDatabase({ kind: 'embedded', dataDir, role: 'test' })
      try {
        expect(await findOperator(database.sql, token)).toMatchObject({
          found: 'operator',
          operator: { name: 'yunying' },
        })
      } finally {
        await database.close()
      }
      expect((await operator('revoke', 'yunying')).stdout).toContain('revoked')
      expect((await operator('list')).stdout).toMatch(/yunying\s+revoked/)
      await expect(operator('revoke', 'nobody')).rejects.toMatchObject({
        stderr: expect.stringContaining('no operator "nobody"'),
      })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
