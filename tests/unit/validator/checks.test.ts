import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigCopy, type Json, type Node } from './config-copy'

/**
 * Each test makes one mistake in a copy of the repository's config and expects the exact error line:
 * `file:line:column pointer message`.
 */
const copy = new ConfigCopy()
beforeEach(() => copy.reset())
afterAll(() => copy.remove())

function nodeAt(body: Node[], index: number): Node {
  const node = body[index]
  if (!node) throw new Error(`no node ${index}`)
  return node
}

function propsOf(node: Node): Json {
  node.props ??= {}
  return node.props
}

function route(pages: { pages: Json[] }, name: string): Json {
  const entry = pages.pages.find((page) => page.name === name)
  if (!entry) throw new Error(`no route ${name}`)
  return entry
}

describe('what breaks a screen', () => {
  it('a JSON Logic operator the engine does not run, in an `if` or a $logic value, names the closest one', async () => {
    const file = copy.editPage('vote-2025-ted', (page) => {
      propsOf(nodeAt(page.body, 0)).promotionId = { $logic: { iff: [{ var: 'query.promotionId' }, 1, 25] } }
      page.body.push({
        widget: 'Text',
        if: { orr: [{ var: 'query.promotionId' }, true] },
        props: { text: '投票' },
      })
    })
    const errors = await copy.validate()
    expect(errors).toContain(
      `${copy.after(file, '"$logic": ')} /body/0/props/promotionId/$logic unknown JSON Logic operator "iff" (did you mean "if"?)`,
    )
    expect(errors).toContain(
      `${copy.after(file, '"if": ')} /body/3/if unknown JSON Logic operator "orr" (did you mean "or"?)`,
    )
  })

  it('the date operators validate with their arguments, and a misuse names the operator, file and pointer', async () => {
    const start = { var: 'data.activity.startTime' }
    const file = copy.editPage('activity-detail', (page) => {
      page.data = { activity: { api: 'activity.detail', params: { id: '${query.id}' } } }
      page.body.push(
        {
          widget: 'Text',
          if: {
            and: [
              { after: [{ now: [] }, start] },
              { before: [{ now: [] }, { var: 'data.activity.endTime' }] },
            ],
          },
          props: { text: { $logic: { formatDate: [start, 'YYYY.MM.DD HH:mm'] } } },
        },
        {
          widget: 'Text',
          if: { '>': [{ timeLeft: [start, 'days'] }, 0] },
          props: {
            text: { $logic: { cat: ['距开始 ', { timeLeft: [start] }, ' ', { formatDate: [start] }] } },
          },
        },
        { widget: 'Text', if: { before: [{ now: [] }] }, props: { text: '1' } },
        { widget: 'Text', if: { now: null }, props: { text: '2' } },
        { widget: 'Text', props: { text: { $logic: { formatDate: [start, 'YYYY', 'zh'] } } } },
        { widget: 'Text', props: { text: { $logic: { formatDate: [start, 8] } } } },
        { widget: 'Text', props: { text: { $logic: { timeLeft: [start, 'day'] } } } },
        {
          widget: 'Text',
          props: { text: { $logic: { timeLeft: [start, { var: 'data.activity.phase' }] } } },
        },
      )
    })
    // the first two nodes are right: the errors are the misuses' only
    expect(await copy.validate()).toEqual([
      `${copy.after(file, '"before":', 1)} /body/3/if/before "before" takes 2 arguments (a, b), got 1`,
      `${copy.after(file, '"now":', 3)} /body/4/if/now "now" takes no arguments: write {"now": []}, got 1`,
      `${copy.after(file, '"formatDate":', 2)} /body/5/props/text/$logic/formatDate "formatDate" takes 1 or 2 arguments (value, pattern), got 3`,
      `${copy.at(file, '8')} /body/6/props/text/$logic/formatDate/1 "formatDate" pattern must be a string`,
      `${copy.at(file, '"day"')} /body/7/props/text/$logic/timeLeft/1 "timeLeft" unit must be one of "text", "short", "days", "hours", "minutes", "seconds" (did you mean "days"?)`,
    ])
  })

  it('a `${` without its `}` is an error (the screen would show the raw text)', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      propsOf(nodeAt(page.body, 0)).title = '活动：${query.title'
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"活动：')} /body/0/props/title unclosed binding "\${query.title": "\${" has no closing "}"`,
    ])
  })

  it('a route prop (…Route) names a route of pages.json', async () => {
    const file = copy.editPage('activity-detail', (page) => {
      propsOf(nodeAt(page.body, 0)).voteRoute = '2025AcmedVot'
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"2025AcmedVot"')} /body/0/props/voteRoute unknown route "2025AcmedVot" (did you mean "2025AcmedVote"?)`,
    ])
  })

  it("a route prop's default must be a route of pages.json when the props leave it out", async () => {
    copy.editPages((pages) => {
      route(pages, 'lotteryDetail').name = 'lotteryPage'
    })
    const file = 'schemas/pages/activity-detail.json'
    expect(await copy.validate()).toContain(
      `${copy.after(file, '"props": ')} /body/0/props ActivityDetail opens the route "lotteryDetail" (the default of lotteryRoute), which pages.json does not have: add the route or set lotteryRoute`,
    )
  })

  it("a binding or a var reads only fields the data source's response declares", async () => {
    const file = copy.editPage('activity-detail', (page) => {
      page.data = { activity: { api: 'activity.detail', params: { id: '${query.id}' } } }
      page.body.push({
        widget: 'Text',
        if: { '==': [{ var: 'data.activity.phse' }, 'PROCESSING'] },
        props: { text: '${data.activity.titel}（${data.activity.mine.registered}）' },
      })
    })
    const errors = await copy.validate()
    expect(errors).toEqual([
      `${copy.at(file, '"data.activity.phse"')} /body/1/if/==/0/var binding "data.activity.phse" reads "phse" of data.activity, which the response of "activity.detail" does not declare (did you mean "phase"?)`,
      `${copy.at(file, '"${data.activity.titel}')} /body/1/props/text binding "data.activity.titel" reads "titel" of data.activity, which the response of "activity.detail" does not declare (did you mean "title"?)`,
    ])
  })

  it('an `each` item reads only fields of the list items its response declares', async () => {
    const file = copy.editPage('advance-course-detail', (page) => {
      page.body.push({
        widget: 'Text',
        each: { items: '${data.course.lessons}', as: 'lesson' },
        props: { text: '${lesson.titel}' },
      })
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"${lesson.titel}"')} /body/${(JSON.parse(copy.read(file)) as { body: unknown[] }).body.length - 1}/props/text binding "lesson.titel" reads "titel" of lesson, which the response of "academyCourse.detail" does not declare (did you mean "title"?)`,
    ])
  })

  it("a navigate action's query and a widget's …Query name query parameters the target route declares", async () => {
    const list = copy.editPage('advance-course-list', (page) => {
      const feed = page.body[1]?.slots?.all?.[0]
      if (!feed?.props?.onItemClick) throw new Error('no onItemClick in the 全部 tab')
      feed.props.onItemClick = [
        { type: 'navigate', to: 'advanceCourseDetail', query: { idd: '${event.id}' } },
      ]
    })
    const vote = copy.editPage('vote-2025-ted', (page) => {
      const props = propsOf(nodeAt(page.body, 2))
      props.itemQuery = { id: 'lessonId', voteid: 'promotionId' }
    })
    const errors = await copy.validate()
    expect(errors).toContain(
      `${copy.after(list, '"idd": ')} /body/1/slots/all/0/props/onItemClick/0/query/idd route "advanceCourseDetail" does not declare the query parameter "idd" in pages.json (did you mean "id"?)`,
    )
    expect(errors).toContain(
      `${copy.after(vote, '"voteid": ')} /body/2/props/itemQuery/voteid route "2025TedVoteItemDetail" does not declare the query parameter "voteid" in pages.json (did you mean "voteId"?)`,
    )
  })

  it('an http: address in a prop is an error: the Content-Security-Policy blocks it', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      page.body.push({ widget: 'ImageGallery', props: { urls: ['http://cdn.example.com/a.png'] } })
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"http://')} /body/1/props/urls/0 "http://cdn.example.com/a.png" uses http:, which the Content-Security-Policy blocks; use https:`,
    ])
  })

  it('a colour prop holds a CSS colour', async () => {
    const file = copy.editPage('vote-2025-ted', (page) => {
      propsOf(nodeAt(page.body, 2)).accentColor = 'teal-ish'
      propsOf(nodeAt(page.body, 1)).accentColor = 'rgb(230 43 30 / 50%)'
      propsOf(nodeAt(page.body, 0)).accentColor = 'var(--accent)'
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"teal-ish"')} /body/2/props/accentColor "teal-ish" is not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), a CSS colour name, transparent or var(--…)`,
    ])
  })

  it('an enum typo gets the closest value', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      propsOf(nodeAt(page.body, 0)).status = 'invalidd'
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"invalidd"')} /body/0/props/status must be one of "invalid", "empty", "error", "success", "waiting" (did you mean "invalid"?)`,
    ])
  })

  it('an action type typo gets the closest action type', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      propsOf(nodeAt(page.body, 0)).onClick = [{ type: 'navigat', to: 'home' }]
    })
    expect(await copy.validate()).toEqual([
      `${copy.after(file, '"onClick": [')} /body/0/props/onClick/0 unknown action type "navigat" (did you mean "navigate"?)`,
    ])
  })

  it('a query parameter in the wrong case gets the declared name', async () => {
    const file = copy.editPage('vote-2025-ted', (page) => {
      propsOf(nodeAt(page.body, 2)).title = '${query.promotionid}'
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"${query.promotionid}"')} /body/2/props/title binding "query.promotionid" reads query parameter "promotionid", which no route of this page declares in pages.json (did you mean "promotionId"?)`,
    ])
  })

  it('an unknown data key names the declared ones', async () => {
    const file = copy.editPage('advance-course-detail', (page) => {
      page.body.push({ widget: 'Text', props: { text: '${data.cours.title}' } })
    })
    expect(await copy.validate()).toContain(
      `${copy.at(file, '"${data.cours.title}"')} /body/${(JSON.parse(copy.read(file)) as { body: unknown[] }).body.length - 1}/props/text binding "data.cours.title" reads data "cours", which the page does not declare under /data (did you mean "course"?)`,
    )
  })

  it('a call action names an endpoint of the API contract', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      propsOf(nodeAt(page.body, 0)).onClick = [{ type: 'call', api: 'activity.detial' }]
    })
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"activity.detial"')} /body/0/props/onClick/0/api unknown endpoint "activity.detial" (did you mean "activity.detail"?)`,
    ])
  })
})

describe('pages.json', () => {
  it('a duplicate route name points at the second one', async () => {
    copy.editPages((pages) => {
      route(pages, 'linkInvalid').name = 'home'
    })
    const pages = (JSON.parse(copy.read('pages.json')) as { pages: Json[] }).pages
    const index = pages.findIndex((page) => page.path === '/linkInvalid')
    const first = pages.findIndex((page) => page.name === 'home')
    expect(first).toBeLessThan(index)
    expect(await copy.validate()).toContain(
      `${copy.after('pages.json', '"name": ', index)} /pages/${index}/name duplicate name "home" (also /pages/${first})`,
    )
  })

  it('a duplicate path points at the second one', async () => {
    copy.editPages((pages) => {
      route(pages, 'linkInvalid').path = '/jump'
    })
    const pages = (JSON.parse(copy.read('pages.json')) as { pages: Json[] }).pages
    const index = pages.findIndex((page) => page.name === 'linkInvalid')
    const first = pages.findIndex((page) => page.name === 'jump')
    expect(await copy.validate()).toEqual([
      `${copy.at('pages.json', '"/jump"', 1)} /pages/${index}/path duplicate path "/jump" (also /pages/${first})`,
    ])
  })

  it('a guard must be boolean', async () => {
    copy.editPages((pages) => {
      route(pages, 'linkInvalid').guards = { login: 'yes' }
    })
    const index = (JSON.parse(copy.read('pages.json')) as { pages: Json[] }).pages.findIndex(
      (page) => page.name === 'linkInvalid',
    )
    expect(await copy.validate()).toEqual([
      `${copy.at('pages.json', '"yes"')} /pages/${index}/guards/login must be boolean`,
    ])
  })

  it('a consent guard type typo gets the closest type', async () => {
    copy.editPages((pages) => {
      const guards = route(pages, 'liveDetail').guards as { consent: Json }
      guards.consent.type = 'LESSSON'
    })
    const index = (JSON.parse(copy.read('pages.json')) as { pages: Json[] }).pages.findIndex(
      (page) => page.name === 'liveDetail',
    )
    expect(await copy.validate()).toEqual([
      `${copy.at('pages.json', '"LESSSON"')} /pages/${index}/guards/consent/type must be one of "ENP", "LESSON", "COURSE" (did you mean "LESSON"?)`,
    ])
  })

  it("a consent guard's idKey is a query parameter the route declares", async () => {
    copy.editPages((pages) => {
      const guards = route(pages, 'liveDetail').guards as { consent: Json }
      guards.consent.idKey = 'liveId'
    })
    const index = (JSON.parse(copy.read('pages.json')) as { pages: Json[] }).pages.findIndex(
      (page) => page.name === 'liveDetail',
    )
    expect(await copy.validate()).toEqual([
      `${copy.at('pages.json', '"liveId"')} /pages/${index}/guards/consent/idKey the consent guard reads the query parameter "liveId", which this route does not declare under query`,
    ])
  })
})

describe('JSON syntax', () => {
  it('a trailing comma is named, with line, column and an excerpt with a caret', async () => {
    const file = 'schemas/pages/link-invalid.json'
    copy.write(
      file,
      copy.read(file).replace('"onSecondary": [{ "type": "back" }]', '"onSecondary": [{ "type": "back" },]'),
    )
    expect(await copy.validate()).toEqual([
      `${copy.at(file, ',]')} /body/0/props/onSecondary invalid JSON: trailing comma: JSON allows no ',' after the last item — remove it\n` +
        `    "onSecondary": [{ "type": "back" },]\n` +
        `                                      ^`,
    ])
  })

  it('full-width punctuation gets a hint, and a page file that does not parse is not also "missing"', async () => {
    const file = 'schemas/pages/link-invalid.json'
    copy.write(file, copy.read(file).replace('"title": "链接已失效",', '"title"："链接已失效"，'))
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '：')} /body/0/props/title invalid JSON: full-width punctuation '：' — use ':'\n` +
        `    "title"："链接已失效"，\n` +
        `           ^`,
    ])
  })

  it('a duplicate key is an error: JSON.parse would drop the first silently', async () => {
    const file = 'schemas/pages/link-invalid.json'
    copy.write(
      file,
      copy.read(file).replace('"status": "invalid",', '"status": "invalid",\n        "status": "empty",'),
    )
    expect(await copy.validate()).toEqual([
      `${copy.at(file, '"status": "empty"')} /body/0/props/status duplicate key "status": JSON keeps only the last one`,
    ])
  })
})
