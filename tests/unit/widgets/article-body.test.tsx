import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileSize, previewKind } from '@/runtime/files'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const html =
  '<h2>病例回顾</h2><p>患者男，32 岁，<a href="https://www.dermacampus.cn/guide/psoriasis">指南原文</a>。</p>' +
  '<img src="https://cdn.dermacampus.cn/a/1.png" alt="皮损一"><img src="https://cdn.dermacampus.cn/a/2.png" alt="皮损二">' +
  '<img src="https://cdn.dermacampus.cn/a/3.png" alt="皮损三"><p><a href="https://evil.example.com/">外部链接</a></p>'

const attachments = [
  {
    name: '银屑病诊疗指南2026.pdf',
    url: 'https://cdn.dermacampus.cn/files/guide.pdf',
    fileType: 'pdf',
    size: 2_411_724,
  },
  {
    name: '随访记录表.docx',
    url: 'https://cdn.dermacampus.cn/files/follow-up.docx',
    fileType: 'docx',
    size: 18_944,
  },
  { name: '皮损对照图.png', url: 'https://cdn.dermacampus.cn/files/lesions.png', fileType: 'png', size: 512 },
]

function article(props: Record<string, unknown> = {}): PageSchema {
  return { body: [{ widget: 'ArticleBody', props: { html, attachments, ...props } }] }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ArticleBody', () => {
  it('shows the article HTML and each attachment with its size in KB / MB', async () => {
    renderWithRuntime(<SchemaView schema={article()} />)

    // DOMPurify under happy-dom drops some tags (docs/widgets.md): the text is what can be checked here.
    expect(await screen.findByText('病例回顾')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '附件（3）' })).toBeTruthy()
    expect(screen.getByText('银屑病诊疗指南2026.pdf')).toBeTruthy()
    expect(screen.getByText('2.3 MB').parentElement?.textContent).toBe('PDF · 2.3 MB')
    expect(screen.getByText('18.5 KB').parentElement?.textContent).toBe('DOCX · 18.5 KB')
    expect(screen.getByText('512 B').parentElement?.textContent).toBe('PNG · 512 B')
  })

  it('tapping a picture of the article opens the full-screen viewer at that picture', async () => {
    renderWithRuntime(<SchemaView schema={article()} />)

    await user.click(await screen.findByAltText('皮损二'))

    expect(await screen.findByText('2 / 3')).toBeTruthy()
  })

  it('预览 of an unsupported type toasts 暂不支持此类型', async () => {
    renderWithRuntime(<SchemaView schema={article()} />)

    await user.click(await screen.findByRole('button', { name: '预览 随访记录表.docx' }))

    expect(await screen.findByText('暂不支持此类型')).toBeTruthy()
  })

  it('预览 of a pdf opens it in the webview screen', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={article()} />, runtime)

    await user.click(await screen.findByRole('button', { name: '预览 银屑病诊疗指南2026.pdf' }))

    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({
        path: `/v3/webview?url=${encodeURIComponent('https://cdn.dermacampus.cn/files/guide.pdf')}`,
        replace: false,
      }),
    )
  })

  it('预览 of a picture opens it in the viewer', async () => {
    renderWithRuntime(<SchemaView schema={article()} />)

    await user.click(await screen.findByRole('button', { name: '预览 皮损对照图.png' }))

    expect(await screen.findByText('1 / 1')).toBeTruthy()
  })

  it('下载 fetches the file, saves it under its name and toasts that it was saved', async () => {
    server.use(
      http.get('https://cdn.dermacampus.cn/files/follow-up.docx', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('docx').buffer),
      ),
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderWithRuntime(<SchemaView schema={article()} />)

    await user.click(await screen.findByRole('button', { name: '下载 随访记录表.docx' }))

    expect(await screen.findByText('文件已保存到本地下载目录')).toBeTruthy()
    expect(saved).toEqual(['随访记录表.docx'])
  })

  it('a failed download says so', async () => {
    server.use(
      http.get('https://cdn.dermacampus.cn/files/guide.pdf', () => new HttpResponse(null, { status: 404 })),
    )
    renderWithRuntime(<SchemaView schema={article()} />)

    await user.click(await screen.findByRole('button', { name: '下载 银屑病诊疗指南2026.pdf' }))

    expect(await screen.findByText('下载失败，请稍后重试')).toBeTruthy()
  })

  it('a link inside the article opens through the allowlist: allowed in the webview, others refused', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={article()} />, runtime)

    await user.click(await screen.findByText('指南原文'))
    await waitFor(() =>
      expect(runtime.visits.at(-1)?.path).toBe(
        `/v3/webview?url=${encodeURIComponent('https://www.dermacampus.cn/guide/psoriasis')}`,
      ),
    )
    await user.click(screen.getByText('外部链接'))
    expect(await screen.findByText('该链接不在允许访问的范围内')).toBeTruthy()
    expect(runtime.visits).toHaveLength(1)
  })

  it('the copy button and a long-pressed picture copy with the runtime helper and toast 复制成功', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithRuntime(
      <SchemaView schema={article({ copyText: 'https://h5.dermacampus.cn/v3/article/detail?id=1001' })} />,
    )

    await user.click(await screen.findByRole('button', { name: '复制链接' }))
    expect(await screen.findByText('复制成功')).toBeTruthy()
    expect(writeText).toHaveBeenLastCalledWith('https://h5.dermacampus.cn/v3/article/detail?id=1001')

    // A long press (contextmenu on Android and desktop) on a picture offers 复制链接 for its address.
    fireEvent.contextMenu(screen.getByAltText('皮损三'))
    // The sheet's code loads when it first opens: its 复制链接 joins the article's own button.
    await waitFor(() => expect(screen.getAllByText('复制链接')).toHaveLength(2))
    await user.click(screen.getAllByText('复制链接').at(-1) as HTMLElement)
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('https://cdn.dermacampus.cn/a/3.png'))
  })

  it('an empty article says 暂无内容', async () => {
    renderWithRuntime(<SchemaView schema={{ body: [{ widget: 'ArticleBody', props: { html: '' } }] }} />)
    expect(await screen.findByText('暂无内容')).toBeTruthy()
  })
})

describe('attachment rules', () => {
  it('pictures (png, jpg, jpeg, gif) and pdf are previewed; office files and archives are not', () => {
    expect(previewKind({ name: 'a.JPG', url: '/a' })).toBe('image')
    expect(previewKind({ name: 'x', url: '/x.gif?v=2' })).toBe('image')
    expect(previewKind({ name: 'a', url: '/a', fileType: 'pdf' })).toBe('pdf')
    for (const fileType of ['docx', 'xlsx', 'pptx', 'zip', 'mp4', '']) {
      expect(previewKind({ name: 'file', url: '/file', fileType })).toBe('none')
    }
  })

  it('sizes read in B, KB and MB', () => {
    expect(fileSize(0)).toBe('0 B')
    expect(fileSize(2048)).toBe('2 KB')
    expect(fileSize(5 * 1024 * 1024)).toBe('5 MB')
    expect(fileSize(null)).toBe('')
  })
})
