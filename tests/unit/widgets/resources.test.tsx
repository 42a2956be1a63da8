import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canvasImage } from '@/runtime/poster'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import AiShareMessage from '@/widgets/ai-share-message/ai-share-message'
import EBookReceive from '@/widgets/ebook-receive/ebook-receive'
import FileDownloadList from '@/widgets/file-download-list/file-download-list'
import GcpCourseList from '@/widgets/gcp-course-list/gcp-course-list'
import GcpTrainingHome from '@/widgets/gcp-training-home/gcp-training-home'
import InvitePanel from '@/widgets/invite-panel/invite-panel'
import guidePage from '../../../schemas/pages/guide-detail.json'
import ebookPage from '../../../schemas/pages/receive-ebook.json'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

// DOMPurify does not run in happy-dom (cure53/DOMPurify#1457: it leaves scripts in), so these tests check
// that server HTML reaches the page only through the runtime's sanitizeHtml (a stand-in here that strips
// scripts and handlers); that DOMPurify itself removes them is checked in a browser.
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string | null | undefined) => {
    sanitized.inputs.push(html ?? '')
    return (html ?? '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '')
  },
}))

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function loggedIn(runtime: TestRuntime = makeRuntime()): TestRuntime {
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState({}, '', '/')
})

const lesson = (id: number, status: string, learnStatus = 'NOT_STARTED') => ({
  id,
  lessonId: 1000 + id,
  title: `第${id}讲：GCP 课程 ${id}`,
  lessonType: 'VIDEO',
  lecturer: '王建国 · 主任医师',
  duration: 1860,
  coverUrl: '',
  status,
  learnStatus,
})

describe('GcpCourseList', () => {
  it('a taken-down lesson says 该课程已下线 on its card, and its academy.lesson.inactive is not toasted on the GCP page', async () => {
    // spec §8: the GCP pages list academy.lesson.inactive in suppressCodes (pages.json).
    window.history.replaceState({}, '', '/v3/GCPTraining/course')
    const lessons = onEndpoint('gcp.lessons', (_, count) =>
      // Lesson 6 is taken down after the list first loaded: the server lists it INACTIVE from then on.
      ok({ items: [lesson(1, 'ACTIVE', 'FINISHED'), lesson(6, count === 1 ? 'ACTIVE' : 'INACTIVE')] }),
    )
    server.use(
      lessons.handler,
      onEndpoint('gcp.lessonAccess', () => fail(400, 'academy.lesson.inactive', '课程已下架')).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<GcpCourseList activityId={5} />, runtime)

    expect(await screen.findByText('已学完')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /第6讲/ }))

    // The refused write asked for the lessons again (gcp.lessonAccess changes gcp): the card reads the server.
    expect(await screen.findByText('该课程已下线')).toBeTruthy()
    expect(lessons.sent).toHaveLength(2)
    // The toast layer loads lazily: give it the time it takes on another page (next test).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('课程已下架')).toBeNull()
    expect(runtime.visits).toHaveLength(0)
  })

  it('on a page without the suppressed code the same answer is toasted (the control of the test above)', async () => {
    window.history.replaceState({}, '', '/v3/course/detail')
    server.use(
      onEndpoint('gcp.lessons', () => ok({ items: [lesson(6, 'ACTIVE')] })).handler,
      onEndpoint('gcp.lessonAccess', () => fail(400, 'academy.lesson.inactive', '课程已下架')).handler,
    )
    renderWithRuntime(<GcpCourseList activityId={5} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: /第6讲/ }))

    expect(await screen.findByText('课程已下架')).toBeTruthy()
  })

  it('an open lesson records the visit and opens its academy lesson screen', async () => {
    let visited = false
    const access = onEndpoint('gcp.lessonAccess', () => {
      visited = true
      return ok({ id: 2, lessonId: 1002, lessonType: 'VIDEO', learnStatus: 'LEARNING' })
    })
    server.use(
      onEndpoint('gcp.lessons', () =>
        ok({ items: [lesson(2, 'ACTIVE', visited ? 'LEARNING' : 'NOT_STARTED')] }),
      ).handler,
      access.handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<GcpCourseList activityId={5} />, runtime)

    await user.click(await screen.findByRole('button', { name: /第2讲/ }))

    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/video/detail?id=1002'))
    expect(access.paths).toEqual([{ activityId: '5', id: '2' }])
    // The lessons were asked again before the lesson opened: the card already reads the server's 学习中.
    expect(screen.getByText('学习中')).toBeTruthy()
  })
})

describe('GCP training state comes from the one client cache (decision 0037)', () => {
  it('opening a lesson from the list turns the training home beside it from 开始学习 to 继续学习, without reloading it by hand', async () => {
    let visited: number | null = null
    const training = () => ({
      activityId: 5,
      title: 'GCP 临床试验规范培训',
      subtitle: '',
      coverUrl: '',
      organizer: '',
      creditText: '',
      lessonCount: 1,
      fileCount: 0,
      learnerCount: 120,
      exam: null,
      progress: {
        finishedCount: 0,
        totalCount: 1,
        percent: 0,
        examUnlocked: false,
        lastLessonId: visited,
      },
    })
    const detail = onEndpoint('gcp.detail', () => ok(training()))
    server.use(
      detail.handler,
      onEndpoint('gcp.lessons', () =>
        ok({ items: [lesson(2, 'ACTIVE', visited === null ? 'NOT_STARTED' : 'LEARNING')] }),
      ).handler,
      onEndpoint('gcp.lessonAccess', () => {
        visited = 2
        return ok({ id: 2, lessonId: 1002, lessonType: 'VIDEO', learnStatus: 'LEARNING' })
      }).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(
      <>
        <GcpTrainingHome activityId={5} />
        <GcpCourseList activityId={5} />
      </>,
      runtime,
    )
    expect(await screen.findByRole('button', { name: '开始学习' })).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: /第2讲/ }))

    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/video/detail?id=1002'))
    // gcp.lessonAccess changes gcp: the home's progress was asked again before the lesson opened.
    expect(screen.getByRole('button', { name: '继续学习' })).toBeTruthy()
    expect(detail.sent).toHaveLength(2)
  })
})

describe('FileDownloadList', () => {
  const files = [
    {
      id: 1,
      name: 'GCP培训手册.pdf',
      fileType: 'pdf',
      url: '/media/docs/gcp-handbook.pdf',
      size: 872,
      description: '',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 5,
      name: 'GCP法规汇编.zip',
      fileType: 'zip',
      url: '/media/docs/gcp-regulations.zip',
      size: 228,
      description: '压缩包',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ]

  it('预览 of an unsupported file type says 暂不支持此类型', async () => {
    server.use(onEndpoint('gcp.files', () => ok({ items: files })).handler)
    renderWithRuntime(<FileDownloadList api="gcp.files" params={{ activityId: 5 }} />)

    await user.click(await screen.findByRole('button', { name: '预览 GCP法规汇编.zip' }))

    expect(await screen.findByText('暂不支持此类型')).toBeTruthy()
  })

  it('下载 saves the file under its name and toasts that it was saved', async () => {
    server.use(
      onEndpoint('gcp.files', () => ok({ items: files })).handler,
      http.get(`${window.location.origin}/media/docs/gcp-regulations.zip`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('zip').buffer),
      ),
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderWithRuntime(<FileDownloadList api="gcp.files" params={{ activityId: 5 }} />)

    await user.click(await screen.findByRole('button', { name: '下载 GCP法规汇编.zip' }))

    expect(await screen.findByText('文件已保存到本地下载目录')).toBeTruthy()
    expect(saved).toEqual(['GCP法规汇编.zip'])
  })
})

describe('EBookReceive', () => {
  const book = (overrides: Record<string, unknown> = {}) => ({
    id: 1,
    title: '皮肤镜图谱（第 2 版）',
    author: '徐峰 主编',
    publisher: '人民卫生出版社',
    coverUrl: '',
    introduction: '收录 600 余幅高清皮肤镜图像。',
    pageCount: 368,
    stock: 500,
    remaining: 372,
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2027-01-01T00:00:00.000Z',
    status: 'AVAILABLE',
    received: false,
    receivedAt: null,
    readUrl: '',
    ...overrides,
  })

  it('立即领取 receives the book, then 阅读 opens it in the webview', async () => {
    let received = false
    const copy = book({
      received: true,
      receivedAt: '2026-11-20T02:00:00.000Z',
      remaining: 371,
      readUrl: '/media/docs/ebook.pdf',
    })
    const receive = onEndpoint('ebook.receive', () => {
      received = true
      return ok(copy)
    })
    const detail = onEndpoint('ebook.detail', () => ok(received ? copy : book()))
    server.use(detail.handler, receive.handler)
    const runtime = loggedIn()
    renderWithRuntime(<SchemaView schema={ebookPage as PageSchema} query={{ id: '1' }} />, runtime)

    await user.click(await screen.findByRole('button', { name: '立即领取' }))
    expect(await screen.findByText('领取成功')).toBeTruthy()
    expect(receive.paths).toEqual([{ id: '1' }])
    // The cache asked for the book again (ebook.receive changes it): 剩余 371 本 is the server's word.
    expect(detail.sent).toHaveLength(2)
    expect(screen.getByText('371')).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: '阅读' }))
    await waitFor(() =>
      expect(runtime.visits.at(-1)?.path).toBe(
        `/v3/webview?url=${encodeURIComponent(`${window.location.origin}/media/docs/ebook.pdf`)}`,
      ),
    )
  })

  it('a refused 立即领取 refreshes the book from the cache: the last copy went meanwhile, 已领完', async () => {
    let gone = false
    const receive = onEndpoint('ebook.receive', () => {
      gone = true
      return fail(400, 'ebook.out.of.stock', '电子书已领完')
    })
    const detail = onEndpoint('ebook.detail', () =>
      ok(gone ? book({ status: 'OUT_OF_STOCK', remaining: 0 }) : book({ remaining: 1 })),
    )
    server.use(detail.handler, receive.handler)
    renderWithRuntime(<EBookReceive id="1" />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '立即领取' }))

    expect(await screen.findByText('电子书已领完')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '已领完' })).toHaveProperty('disabled', true)
    expect(detail.sent).toHaveLength(2)
  })

  it('out of stock reads 已领完 and an ended one 活动已结束, both disabled', async () => {
    server.use(onEndpoint('ebook.detail', () => ok(book({ status: 'OUT_OF_STOCK', remaining: 0 }))).handler)
    const first = renderWithRuntime(<EBookReceive id="2" />, loggedIn())
    const soldOut = await screen.findByRole('button', { name: '已领完' })
    expect((soldOut as HTMLButtonElement).disabled).toBe(true)
    first.unmount()

    server.use(onEndpoint('ebook.detail', () => ok(book({ status: 'ENDED' }))).handler)
    renderWithRuntime(<EBookReceive id="3" />, loggedIn())
    const ended = await screen.findByRole('button', { name: '活动已结束' })
    expect((ended as HTMLButtonElement).disabled).toBe(true)
  })

  it('a visitor tapping 立即领取 goes to log in, with no call', async () => {
    const receive = onEndpoint('ebook.receive', () => ok(book()))
    server.use(onEndpoint('ebook.detail', () => ok(book())).handler, receive.handler)
    const runtime = makeRuntime()
    const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
    renderWithRuntime(<EBookReceive id="1" />, runtime)

    await user.click(await screen.findByRole('button', { name: '立即领取' }))

    expect(relogin).toHaveBeenCalled()
    expect(receive.sent).toHaveLength(0)
  })
})

describe('AiShareMessage', () => {
  const message = {
    id: 1,
    agentName: '皮肤科AI助手',
    question: 'IL-17A 抑制剂用药前需要哪些筛查？',
    answer: '<p>建议完成结核筛查。</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    references: [{ title: '中国银屑病诊疗指南（2023 版）', source: '中华皮肤科杂志, 2023', url: '' }],
    createdAt: '2026-11-20T02:00:00.000Z',
    sharer: {
      id: 10001,
      name: '李医生',
      avatar: '',
      hospital: '华东医科大学附属第一医院',
      department: '皮肤科',
      title: '主治医师',
    },
  }

  it('shows the sharer and the sanitized answer; outside the app the CTA says 请前往APP操作', async () => {
    const detail = onEndpoint('aiShare.message', () => ok(message))
    server.use(detail.handler)
    const runtime = makeRuntime()
    const { container } = renderWithRuntime(<AiShareMessage messageId="1" shareDoctorId="10001" />, runtime)

    expect(await screen.findByText('建议完成结核筛查。')).toBeTruthy()
    expect(screen.getByText('李医生')).toBeTruthy()
    expect(sanitized.inputs).toContain(message.answer)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(detail.sent).toEqual([{ shareDoctorId: '10001' }])

    await user.click(screen.getByRole('button', { name: '我也要问 AI 智能体' }))

    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
    expect(runtime.visits).toHaveLength(0)
  })
})

describe('InvitePanel', () => {
  const summary = {
    code: 'DRLI2026',
    sharePath: '/invite?code=DRLI2026',
    inviteCount: 2,
    certifiedCount: 1,
    rewardBeans: 50,
    beansPerInvitee: 50,
    rules: ['好友完成医师认证后，您可获得 50 麦豆奖励。'],
    invitees: [
      {
        id: 10003,
        name: '张**',
        avatar: '',
        hospital: '江城市第一人民医院',
        status: 'CERTIFIED',
        invitedAt: '2026-11-19T00:00:00.000Z',
        rewardBeans: 50,
      },
      {
        id: 10002,
        name: '王**',
        avatar: '',
        hospital: '江城市第二人民医院',
        status: 'REGISTERED',
        invitedAt: '2026-11-18T00:00:00.000Z',
        rewardBeans: 0,
      },
    ],
  }

  it('my invite code copies with 复制成功; friends show 已认证 / 已注册 and the 麦豆 earned', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    server.use(onEndpoint('invite.mine', () => ok(summary)).handler)
    renderWithRuntime(<InvitePanel />, loggedIn())

    const card = await screen.findByRole('region', { name: '我的邀请码' })
    await user.click(within(card).getByRole('button', { name: '复制' }))

    expect(await screen.findByText('复制成功')).toBeTruthy()
    expect(writeText).toHaveBeenLastCalledWith('DRLI2026')
    const friends = screen.getByRole('region', { name: '我邀请的好友' })
    expect(within(friends).getByText('已认证')).toBeTruthy()
    expect(within(friends).getByText('已注册')).toBeTruthy()
    expect(within(friends).getByText('+50 麦豆')).toBeTruthy()
    expect(within(friends).getByText('待认证')).toBeTruthy()
  })

  it('生成邀请海报 draws the poster with the code, and 保存海报 saves it as a picture', async () => {
    server.use(onEndpoint('invite.mine', () => ok(summary)).handler)
    const render = vi.spyOn(canvasImage, 'render').mockReturnValue('data:image/png;base64,iVBORw0KGgo=')
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderWithRuntime(<InvitePanel />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '生成邀请海报' }))
    expect(await screen.findByAltText('邀请海报，邀请码 DRLI2026')).toBeTruthy()
    expect(render).toHaveBeenCalledWith(375, 560, expect.any(Function))
    await user.click(screen.getByRole('button', { name: '保存海报' }))

    expect(await screen.findByText('文件已保存到本地下载目录')).toBeTruthy()
    expect(saved).toEqual(['邀请海报-DRLI2026.png'])
  })

  it('invite.mine is one answer in the cache: a doctor opening their own invite link sees their invites, asked once', async () => {
    const mine = onEndpoint('invite.mine', () => ok(summary))
    const inviter = onEndpoint('invite.inviter', () => ok({}))
    server.use(mine.handler, inviter.handler)
    renderWithRuntime(
      <>
        <InvitePanel code="drli2026" />
        <InvitePanel />
      </>,
      loggedIn(),
    )
    expect(await screen.findAllByRole('region', { name: '我的邀请码' })).toHaveLength(2)
    expect(mine.sent).toHaveLength(1)
    // Their own code: no inviter's card.
    expect(inviter.sent).toHaveLength(0)
  })

  it('a visitor with a code sees the inviter and 注册/登录, which carries the code', async () => {
    server.use(
      onEndpoint('invite.inviter', () =>
        ok({
          code: 'DRLI2026',
          name: '李医生',
          avatar: '',
          hospital: '华东医科大学附属第一医院',
          department: '皮肤科',
          title: '主治医师',
          inviteCount: 6,
        }),
      ).handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(<InvitePanel code="drli2026" />, runtime)

    expect(await screen.findByText('李医生')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '注册/登录' }))

    const visit = runtime.visits.at(-1)?.path ?? ''
    expect(visit.startsWith('/v3/login?')).toBe(true)
    expect(new URLSearchParams(visit.split('?')[1]).get('inviteCode')).toBe('DRLI2026')
  })
})

describe('guideDetail page', () => {
  it('renders the guide through its page schema with the body HTML sanitized', async () => {
    server.use(
      onEndpoint('guideline.detail', () =>
        ok({
          id: 1,
          title: '中国银屑病诊疗指南（2023 版）',
          society: '中华医学会皮肤性病学分会',
          year: 2023,
          version: '2023 版',
          tags: ['银屑病'],
          summary: '指南摘要。',
          content:
            '<h2>一、概述</h2><p onclick="alert(1)">银屑病是一种慢性炎症性疾病。</p><script>alert(2)</script>',
          bigPicUrl: '',
          attachments: [],
          relatedCourses: [
            {
              id: 2,
              title: '银屑病生物制剂治疗',
              bigPicUrl: '',
              lecturerName: '张建中',
              lessonCount: 6,
              price: 299,
            },
          ],
          viewCount: 12860,
          publishedAt: '2026-10-01T00:00:00.000Z',
          favorite: false,
        }),
      ).handler,
    )
    const { container } = renderWithRuntime(
      <SchemaView schema={guidePage as PageSchema} query={{ id: '1' }} />,
      loggedIn(),
    )

    expect(await screen.findByText('银屑病是一种慢性炎症性疾病。')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '中国银屑病诊疗指南（2023 版）' })).toBeTruthy()
    expect(screen.getByText('银屑病生物制剂治疗')).toBeTruthy()
    expect(sanitized.inputs.some((html) => html.includes('<script>alert(2)</script>'))).toBe(true)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onclick]')).toBeNull()
  })
})
