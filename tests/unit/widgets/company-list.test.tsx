import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import CompanyList from '@/widgets/company-list/company-list'
import page from '../../../schemas/pages/company-consent-list.json'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const companies = [
  {
    id: 1,
    name: '上海皓肤医药科技有限公司',
    purpose: '线下训练营报名审核与学员通知',
    dataTypes: ['姓名', '手机号', '执业医院'],
    contact: 'privacy@haofu.dermacampus.cn',
    url: 'https://partners.dermacampus.cn/haofu/privacy',
  },
  {
    id: 2,
    name: '杭州云信通讯技术有限公司',
    purpose: '发送登录验证码短信',
    dataTypes: ['手机号'],
    contact: '0571-8888 0000',
    url: '',
  },
]

describe('CompanyList', () => {
  it('the company consent list page shows each company with purpose, data types and contact', async () => {
    const call = onEndpoint('consent.companyList', () => ok(companies))
    server.use(call.handler)
    renderWithRuntime(<SchemaView schema={page as PageSchema} query={{ flag: '2' }} />)

    expect(await screen.findByText('上海皓肤医药科技有限公司')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '第三方合作企业/机构清单' })).toBeTruthy()
    expect(screen.getByText('线下训练营报名审核与学员通知')).toBeTruthy()
    expect(screen.getByText('执业医院')).toBeTruthy()
    expect(screen.getAllByText('手机号')).toHaveLength(2)
    expect(screen.getByText('0571-8888 0000')).toBeTruthy()
    expect(call.sent).toEqual([{ flag: '2' }])
    // Only the entry with an address has a link.
    expect(screen.getAllByRole('button', { name: '查看隐私政策 ›' })).toHaveLength(1)
  })

  it('the privacy link opens through the openUrl action, in the webview screen', async () => {
    server.use(onEndpoint('consent.companyList', () => ok(companies)).handler)
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={page as PageSchema} />, runtime)

    await userEvent.click(await screen.findByRole('button', { name: '查看隐私政策 ›' }))

    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({
        path: `/v3/webview?url=${encodeURIComponent('https://partners.dermacampus.cn/haofu/privacy')}`,
        replace: false,
      }),
    )
  })

  it('an empty list shows 暂无合作企业/机构', async () => {
    server.use(onEndpoint('consent.companyList', () => ok([])).handler)
    renderWithRuntime(<CompanyList />)
    expect(await screen.findByText('暂无合作企业/机构')).toBeTruthy()
  })

  it('a failed load shows 重新加载, which loads the list again', async () => {
    const call = onEndpoint('consent.companyList', (_, count) =>
      count === 1 ? fail(500, 'server.error', '服务器开小差了') : ok(companies),
    )
    server.use(call.handler)
    renderWithRuntime(<CompanyList />)

    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))

    expect(await screen.findByText('杭州云信通讯技术有限公司')).toBeTruthy()
    expect(call.sent).toHaveLength(2)
  })

  it('shows a skeleton while the list loads', () => {
    server.use(onEndpoint('consent.companyList', () => new Promise<Response>(() => undefined)).handler)
    renderWithRuntime(<CompanyList />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy()
  })

  it('the list is the cache’s: two lists of one flag ask once, and a consent given elsewhere refreshes both', async () => {
    let shared = companies.slice(0, 1)
    const call = onEndpoint('consent.companyList', () => ok(shared))
    server.use(
      call.handler,
      onEndpoint('consent.submit', () => {
        shared = companies
        return ok({})
      }).handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(
      <>
        <CompanyList flag="2" />
        <CompanyList flag="2" title="合作机构" />
      </>,
      runtime,
    )
    expect(await screen.findAllByText('上海皓肤医药科技有限公司')).toHaveLength(2)
    expect(call.sent).toEqual([{ flag: '2' }])

    // consent.submit changes consents, which the list shows: both lists show the answer asked again.
    await act(() => runtime.data.write('consent.submit', { informedConsentActivityId: 3, agreeFlag: 1 }))

    expect(await screen.findAllByText('杭州云信通讯技术有限公司')).toHaveLength(2)
    expect(call.sent).toHaveLength(2)
  })
})
