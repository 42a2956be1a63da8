import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfigFiles } from '../../server/config-versions/files'
import { api, bearer } from './api-helpers'
import { type PublishingServer, startPublishingServer, withContent } from './publishing-server'
import { databaseTargets } from './test-databases'

/**
 * Content kinds forms and lotteries (issue 14): made by content files alone, published through the
 * operator API, served by the form and lottery APIs; changes that would break doctors' answers or wins
 * are refused unless forced, and forced ones keep them.
 */

const FORM = 'doctor-feedback'
const LOTTERY = 'summer-draw'

type Json = Record<string, unknown>

const nameField = { id: 'name', type: 'text', label: '姓名', required: true, maxLength: 20 }
const attendField = {
  id: 'attend',
  type: 'radio',
  label: '参会方式',
  required: true,
  options: [
    { label: '线上', value: 'online' },
    { label: '线下', value: 'offline' },
  ],
}
const hotelField = {
  id: 'hotel',
  type: 'radio',
  label: '是否需要住宿',
  required: true,
  options: [
    { label: '是', value: 'yes' },
    { label: '否', value: 'no' },
  ],
  rule: { relation: 1, expressions: [{ formItemId: 'attend', expression: 'eq', optionValue: 'offline' }] },
}

function form(id: string, fields: Json[] = [nameField, attendField, hotelField]): Json {
  return {
    id,
    title: '2027 夏季病例研讨会报名',
    description: '<p>会议时间：2027 年 7 月</p>',
    submitText: '立即报名',
    successText: '报名成功',
    fields,
  }
}

const scope = { id: 'scope', name: '便携式皮肤镜', type: 'GOODS', weight: 1, stock: 5 }
const thanks = { id: 'thanks', name: '谢谢参与', type: 'NONE', weight: 1 }

function lottery(id: string, prizes: Json[] = [scope], drawsPerDoctor = 3): Json {
  return {
    id,
    title: '夏季读片抽奖',
    subtitle: '完成读片即可参与',
    start: new Date(Date.now() - 86_400_000).toISOString(),
    end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    drawsPerDoctor,
    rules: '<p>每位医生 3 次机会</p>',
    prizes,
  }
}

/** A screen naming the form and the lottery by content id, so what they resolve to can be read back. */
function addScreen(folder: string): void {
  const pages = JSON.parse(readConfigFiles(folder)['pages.json'] ?? '{}') as { pages: object[] }
  pages.pages.push({
    name: 'summerMeeting',
    path: '/summer/meeting',
    title: '夏季会议',
    schema: 'summer-meeting',
  })
  writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages, null, 2))
  writeFileSync(
    join(folder, 'schemas', 'pages', 'summer-meeting.json'),
    JSON.stringify({
      body: [
        { widget: 'DynamicForm', props: { formKey: `\${content.forms.${FORM}}` } },
        { widget: 'LotteryDraw', props: { lotteryId: `\${content.lotteries.${LOTTERY}}` } },
      ],
    }),
  )
}

for (const target of databaseTargets) {
  describe(`content kinds forms and lotteries (${target.kind})`, () => {
    let server: PublishingServer

    const newFolder = () => {
      const folder = server.folder()
      addScreen(folder)
      return folder
    }

    beforeAll(async () => {
      server = await startPublishingServer(target)
    }, 60_000)

    afterAll(() => server.dispose())

    /** The props of the summer-meeting screen as served: content references resolved. */
    async function screenProps(): Promise<{ formKey: unknown; lotteryId: unknown }> {
      const routes = await server.app.inject({ method: 'GET', url: '/config/routes.json' })
      const url = routes.json<{ pageUrls: Record<string, string> }>().pageUrls['summer-meeting'] ?? ''
      const body = (await server.app.inject({ method: 'GET', url })).json<{ body: { props: Json }[] }>().body
      return { formKey: body[0]?.props.formKey, lotteryId: body[1]?.props.lotteryId }
    }

    const definition = async (key: string) =>
      server.app.inject({ method: 'GET', url: `${api}/academy/v1/form/${key}` })

    const lotteryDetail = async (id: number) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${api}/promotion/v2/user/lottery/${id}`,
          headers: bearer(server.doctorToken),
        })
      ).json<{
        title: string
        chances: number
        prizes: { id: number; name: string; stock: number | null }[]
      }>()

    const draw = (id: number) =>
      server.app.inject({
        method: 'POST',
        url: `${api}/promotion/v2/user/lottery/${id}/draw`,
        headers: bearer(server.doctorToken),
      })

    it('a form published as content is served by form.definition with its fields and rule; its key is what ${content.forms.<id>} names', async () => {
      const folder = newFolder()
      const answer = await server.publish(
        withContent(folder, { forms: [form(FORM)], lotteries: [lottery(LOTTERY)] }),
      )
      expect(answer.statusCode, answer.body).toBe(201)
      expect(answer.json<{ changes: string[] }>().changes).toContain(
        `forms/${FORM}: new form "2027 夏季病例研讨会报名" (3 fields)`,
      )
      const served = await definition(FORM)
      expect(served.statusCode).toBe(200)
      expect(served.json()).toMatchObject({
        key: FORM,
        title: '2027 夏季病例研讨会报名',
        submitText: '立即报名',
        successText: '报名成功',
        fields: [
          {
            id: 'name',
            type: 'text',
            required: true,
            maxLength: 20,
            options: [],
            rule: null,
            placeholder: '',
          },
          { id: 'attend', type: 'radio', options: attendField.options, maxCount: null },
          { id: 'hotel', type: 'radio', rule: hotelField.rule },
        ],
      })
      const props = await screenProps()
      expect(props.formKey).toBe(FORM)
      expect(typeof props.lotteryId).toBe('number')
    })

    it('removing a field doctors answered is refused (409) unless forced; forced, the record keeps its answer', async () => {
      const submitted = await server.app.inject({
        method: 'POST',
        url: `${api}/academy/v1/user/form/${FORM}/record`,
        headers: bearer(server.doctorToken),
        payload: { answers: { name: '王医生', attend: 'offline', hotel: 'yes' } },
      })
      expect(submitted.statusCode, submitted.body).toBe(200)
      const recordId = submitted.json<{ id: number }>().id

      const folder = newFolder()
      const files = withContent(folder, {
        forms: [form(FORM, [nameField, attendField])],
        lotteries: [lottery(LOTTERY)],
      })
      const refused = await server.publish(files)
      expect(refused.statusCode).toBe(409)
      const body = refused.json<{ code: string; refusals: string[] }>()
      expect(body.code).toBe('config.content.refused')
      expect(body.refusals.join('\n')).toMatch(/field hotel "是否需要住宿" was answered in 1 record/)
      expect((await definition(FORM)).json<{ fields: { id: string }[] }>().fields).toHaveLength(3)

      const retyped = withContent(newFolder(), {
        forms: [form(FORM, [nameField, attendField, { ...hotelField, type: 'select' }])],
        lotteries: [lottery(LOTTERY)],
      })
      const retypeAnswer = await server.publish(retyped)
      expect(retypeAnswer.statusCode).toBe(409)
      expect(retypeAnswer.json<{ refusals: string[] }>().refusals.join('\n')).toMatch(
        /changes type radio → select/,
      )

      const forced = await server.publish(files, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(forced.json<{ overridden: string[] }>().overridden).toHaveLength(1)
      expect(
        (await definition(FORM)).json<{ fields: { id: string }[] }>().fields.map((field) => field.id),
      ).toEqual(['name', 'attend'])
      const record = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/user/form/record/${recordId}`,
        headers: bearer(server.doctorToken),
      })
      expect(record.statusCode).toBe(200)
      expect(
        record.json<{ answers: { id: string; label: string; value: string[] }[] }>().answers,
      ).toContainEqual({
        id: 'hotel',
        label: '是否需要住宿',
        type: 'radio',
        value: ['是'],
      })
    })

    it('publishing the same files twice changes nothing: the second version reports no change', async () => {
      const folder = newFolder()
      const files = withContent(folder, {
        forms: [form('twice-form')],
        // An EBOOK prize: its ebook_id is a bigint, read back as text from PostgreSQL.
        lotteries: [
          lottery('twice-draw', [
            scope,
            { id: 'atlas', name: '《皮肤镜图谱》电子书', type: 'EBOOK', ebookId: 1, weight: 1, stock: 10 },
            thanks,
          ]),
        ],
      })
      const first = await server.publish(files)
      expect(first.statusCode, first.body).toBe(201)
      expect(first.json<{ changes: string[] }>().changes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^forms\/twice-form: new form/),
          expect.stringMatching(/^lotteries\/twice-draw: new lottery/),
        ]),
      )
      const second = await server.publish(files)
      expect(second.statusCode, second.body).toBe(201)
      expect(second.json<{ changes: string[]; overridden: string[] }>()).toMatchObject({
        changes: [],
        overridden: [],
      })
    })

    it('a lottery made before it was content is taken over by number, its prizes of the same name and type kept with their wins; a number the server lacks is a config error (422)', async () => {
      await server.database.sql.query(
        `INSERT INTO lottery (id, title, start_time, end_time, chances)
         VALUES (901, '会员日抽奖（旧）', now() - interval '1 day', now() + interval '30 days', 3)`,
      )
      await server.database.sql.query(
        `INSERT INTO lottery_prize (id, lottery_id, name, type, weight, stock, won)
         VALUES (90101, 901, '便携式皮肤镜', 'GOODS', 1, 5, 1), (90102, 901, '旧奖品', 'NONE', 1, NULL, 0)`,
      )
      const member: Json = { ...lottery('member-draw', [scope, thanks]), number: 901 }
      const taken = await server.publish(withContent(newFolder(), { lotteries: [member] }))
      expect(taken.statusCode, taken.body).toBe(201)
      expect(taken.json<{ changes: string[] }>().changes).toEqual(
        expect.arrayContaining([
          'lotteries/member-draw: takes over lottery 901 "会员日抽奖（旧）"',
          'lotteries/member-draw: new prize thanks "谢谢参与"',
          'lotteries/member-draw: prize "旧奖品" removed (nobody won it)',
        ]),
      )
      expect(await lotteryDetail(901)).toMatchObject({
        title: '夏季读片抽奖',
        prizes: [
          { id: 90101, name: '便携式皮肤镜', stock: 5 },
          { name: '谢谢参与', stock: null },
        ],
      })

      const unknown: Json = { ...lottery('no-draw'), number: 999_999 }
      const missing = await server.publish(withContent(newFolder(), { lotteries: [unknown] }))
      expect(missing.statusCode).toBe(422)
      expect(
        missing
          .json<{ errors: { file: string; pointer: string; message: string }[] }>()
          .errors.map(({ file, pointer, message }) => ({ file, pointer, message })),
      ).toEqual([
        { file: 'content/lotteries/no-draw.json', pointer: '/number', message: 'there is no lottery 999999' },
      ])
    })

    it('a lottery published as content is served by lottery.detail and drawn; a won prize is not removed, nor its stock lowered below the wins, unless forced', async () => {
      const { lotteryId } = await screenProps()
      const id = Number(lotteryId)
      const detail = await lotteryDetail(id)
      expect(detail).toMatchObject({
        title: '夏季读片抽奖',
        chances: 3,
        prizes: [{ name: '便携式皮肤镜', stock: 5 }],
      })

      const drawn = await draw(id)
      expect(drawn.statusCode, drawn.body).toBe(200)
      expect(drawn.json<{ record: { prizeName: string } }>().record.prizeName).toBe('便携式皮肤镜')

      const withoutScope = withContent(newFolder(), {
        forms: [form(FORM, [nameField, attendField])],
        lotteries: [lottery(LOTTERY, [thanks])],
      })
      const removed = await server.publish(withoutScope)
      expect(removed.statusCode).toBe(409)
      expect(removed.json<{ code: string; refusals: string[] }>()).toMatchObject({
        code: 'config.content.refused',
        refusals: [expect.stringMatching(/prize "便携式皮肤镜" was won 1 time and is not in the file/)],
      })

      const lowered = await server.publish(
        withContent(newFolder(), {
          forms: [form(FORM, [nameField, attendField])],
          lotteries: [lottery(LOTTERY, [{ ...scope, stock: 0 }], 2)],
        }),
      )
      expect(lowered.statusCode).toBe(409)
      const refusals = lowered.json<{ refusals: string[] }>().refusals.join('\n')
      expect(refusals).toMatch(/prize scope "便携式皮肤镜" stock 0 is below the 1 already won/)
      expect(refusals).toMatch(/lowers draws per doctor 3 → 2 while the lottery runs/)
      expect((await lotteryDetail(id)).prizes).toMatchObject([{ name: '便携式皮肤镜', stock: 5 }])

      const renamed = await server.publish(
        withContent(newFolder(), {
          forms: [form(FORM, [nameField, attendField])],
          lotteries: [lottery(LOTTERY, [{ ...scope, name: '手持式皮肤镜' }, thanks])],
        }),
      )
      expect(renamed.statusCode, renamed.body).toBe(201)
      expect((await lotteryDetail(id)).prizes.map((prize) => prize.name)).toEqual([
        '手持式皮肤镜',
        '谢谢参与',
      ])

      const forced = await server.publish(withoutScope, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect((await lotteryDetail(id)).prizes.map((prize) => prize.name)).toEqual(['谢谢参与'])
      const next = await draw(id)
      expect(next.json<{ record: { prizeName: string } }>().record.prizeName).toBe('谢谢参与')
      const records = await server.app.inject({
        method: 'GET',
        url: `${api}/promotion/v2/user/lottery/${id}/records`,
        headers: bearer(server.doctorToken),
      })
      expect(records.json<{ items: { prizeName: string }[] }>().items.map((item) => item.prizeName)).toEqual([
        '谢谢参与',
        '便携式皮肤镜',
      ])
    })
  })
}
