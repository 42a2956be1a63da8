import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import FavoriteButton from '@/widgets/favorite-button/favorite-button'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const course = {
  id: 12,
  title: '银屑病生物制剂的规范化应用',
  bigPicUrl: '/media/covers/psoriasis.svg',
  favorite: false,
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

describe('FavoriteButton', () => {
  it('想学 adds the course to the ACADEMY list, reads 已想学 and toasts 已加入想学', async () => {
    const add = onEndpoint('favorite.add', () => ok({ favorite: true }))
    server.use(add.handler)
    const page: PageSchema = {
      state: { course },
      body: [
        {
          widget: 'FavoriteButton',
          props: { item: '${state.course}', initial: '${state.course.favorite}', variant: 'wantToLearn' },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '想学' }))

    expect(await screen.findByRole('button', { name: '已想学' })).toBeTruthy()
    expect(await screen.findByText('已加入想学')).toBeTruthy()
    expect(add.sent).toEqual([
      { objectTitle: course.title, objectPicUrl: course.bigPicUrl, objectOwnerModule: 'ACADEMY' },
    ])
    expect(add.paths).toEqual([{ objectType: 'COURSE', objectId: '12' }])
  })

  it('the text variant cancels a collected item: 已收藏 → 收藏 once the answer reports favorite false', async () => {
    const remove = onEndpoint('favorite.remove', () => ok({ favorite: false }))
    server.use(remove.handler)
    renderWithRuntime(
      <FavoriteButton item={course} initial variant="text" objectType="ARTICLE" />,
      loggedIn(),
    )

    await userEvent.click(screen.getByRole('button', { name: '已收藏' }))

    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy()
    expect(remove.paths).toEqual([{ objectType: 'ARTICLE', objectId: '12' }])
  })

  it('taps while the call is out are ignored: one favorite.add for three taps', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const add = onEndpoint('favorite.add', async () => {
      await gate
      return ok({ favorite: true })
    })
    server.use(add.handler)
    renderWithRuntime(<FavoriteButton item={course} variant="icon" />, loggedIn())

    const button = screen.getByRole('button', { name: '收藏' })
    await userEvent.click(button)
    await userEvent.click(button)
    await userEvent.click(button)
    release()

    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy()
    expect(add.sent).toHaveLength(1)
  })

  it('a guest tapping a course-package 想学 is prompted to log in and nothing is called', async () => {
    const add = onEndpoint('favorite.add', () => ok({ favorite: true }))
    server.use(add.handler)
    const runtime = makeRuntime()
    const session = fakeSession(runtime)
    renderWithRuntime(<FavoriteButton item={course} objectType="COURSE_PACKAGE" />, { ...runtime, session })

    await userEvent.click(screen.getByRole('button', { name: '想学' }))

    expect(await screen.findByText('请先登录后再收藏')).toBeTruthy()
    expect(session.relogin).not.toHaveBeenCalled()
    expect(add.sent).toHaveLength(0)
    expect(screen.getByRole('button', { name: '想学' })).toBeTruthy()
  })

  it('a guest tapping any other favorite goes to re-login', async () => {
    const runtime = makeRuntime()
    const session = fakeSession(runtime)
    renderWithRuntime(<FavoriteButton item={course} objectType="COURSE" variant="text" />, {
      ...runtime,
      session,
    })

    await userEvent.click(screen.getByRole('button', { name: '收藏' }))

    await waitFor(() => expect(session.relogin).toHaveBeenCalledTimes(1))
  })

  it('a failed add leaves the button as it was (the API client toasts the error)', async () => {
    server.use(
      onEndpoint('favorite.add', () =>
        Response.json({ code: 'server.error', message: '服务器开小差了' }, { status: 500 }),
      ).handler,
    )
    renderWithRuntime(<FavoriteButton item={course} variant="text" />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: '收藏' }))

    expect(await screen.findByText('服务器开小差了')).toBeTruthy()
    expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-busy')).toBe('false')
  })
})
