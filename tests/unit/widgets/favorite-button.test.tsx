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

/**
 * A server that keeps the doctor's favorites: favorite.add / favorite.remove change them, course.detail
 * and favorite.items show them.
 */
function favoritesServer(initial: number[] = []) {
  const kept = new Set(initial)
  const add = onEndpoint('favorite.add', () => {
    kept.add(Number(add.paths.at(-1)?.objectId))
    return ok({ favorite: true })
  })
  const remove = onEndpoint('favorite.remove', () => {
    kept.delete(Number(remove.paths.at(-1)?.objectId))
    return ok({ favorite: false })
  })
  const details = onEndpoint('course.detail', () => ok({ ...course, favorite: kept.has(course.id) }))
  const status = onEndpoint('favorite.status', () =>
    ok({ favorite: kept.has(Number(status.paths.at(-1)?.objectId)) }),
  )
  const list = onEndpoint('favorite.items', () =>
    ok({
      items: [...kept].map((objectId) => ({ objectId })),
      total: kept.size,
      page: 1,
      size: 10,
      hasMore: false,
    }),
  )
  server.use(add.handler, remove.handler, details.handler, status.handler, list.handler)
  return { add, remove, details, status, list }
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

describe('FavoriteButton', () => {
  it('想学 adds the course to the ACADEMY list, toasts 已加入想学 and reads 已想学 from the refreshed course', async () => {
    const kept = favoritesServer()
    const page: PageSchema = {
      data: { course: { api: 'course.detail', params: { id: 12 } } },
      body: [
        {
          widget: 'FavoriteButton',
          props: { item: '${data.course}', initial: '${data.course.favorite}', variant: 'wantToLearn' },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '想学' }))

    expect(await screen.findByText('已加入想学')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '已想学' })).toBeTruthy()
    expect(kept.add.sent).toEqual([
      { objectTitle: course.title, objectPicUrl: course.bigPicUrl, objectOwnerModule: 'ACADEMY' },
    ])
    expect(kept.add.paths).toEqual([{ objectType: 'COURSE', objectId: '12' }])
    // Read again after the write: the button's state is the server's.
    expect(kept.details.sent).toHaveLength(2)
  })

  it('the text variant cancels a collected item: 已收藏 → 收藏 once the read says favorite false', async () => {
    const kept = favoritesServer([12])
    const page: PageSchema = {
      data: { course: { api: 'course.detail', params: { id: 12 } } },
      body: [
        {
          widget: 'FavoriteButton',
          props: {
            item: '${data.course}',
            initial: '${data.course.favorite}',
            variant: 'text',
            objectType: 'ARTICLE',
          },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '已收藏' }))

    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-busy')).toBe('false'),
    )
    expect(kept.remove.paths).toEqual([{ objectType: 'ARTICLE', objectId: '12' }])
  })

  it('after a write the button shows what the cache says, not the answer (nothing refreshed to collected)', async () => {
    const add = onEndpoint('favorite.add', () => ok({ favorite: true }))
    server.use(add.handler)
    renderWithRuntime(<FavoriteButton item={course} initial={false} variant="text" />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: '收藏' }))

    await waitFor(() => expect(add.sent).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-busy')).toBe('false'),
    )
  })

  it('想学 on one screen shows on the favourites list and on another card of the same course after the refresh', async () => {
    const kept = favoritesServer()
    const page: PageSchema = {
      data: {
        course: { api: 'course.detail', params: { id: 12 } },
        // Another screen's read of the same course (the lesson screen's), and the 想学 list.
        outline: { api: 'course.detail', params: { id: 12, countView: false } },
        favorites: { api: 'favorite.items', params: { x: 'ACADEMY' } },
      },
      body: [
        { widget: 'PurchaseBar', props: { course: '${data.course}' } },
        {
          widget: 'FavoriteButton',
          props: { item: '${data.outline}', initial: '${data.outline.favorite}', variant: 'text' },
        },
        { widget: 'Text', props: { text: '想学清单 ${data.favorites.total} 门' } },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())
    expect(await screen.findByText('想学清单 0 门')).toBeTruthy()
    expect(screen.getByRole('button', { name: '收藏' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '想学' }))

    expect(await screen.findByText('想学清单 1 门')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '已想学' })).toBeTruthy()
    expect(kept.add.sent).toHaveLength(1)
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
    renderWithRuntime(<FavoriteButton item={course} initial={false} variant="icon" />, loggedIn())

    const button = screen.getByRole('button', { name: '收藏' })
    await userEvent.click(button)
    await userEvent.click(button)
    await userEvent.click(button)
    release()

    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy()
    expect(add.sent).toHaveLength(1)
  })

  it('a package, whose answer carries no favorite flag, shows what favorite.status says, before and after 想学', async () => {
    const kept = favoritesServer()
    const { favorite: _none, ...pkg } = course
    server.use(onEndpoint('coursePackage.detail', () => ok(pkg)).handler)
    const page: PageSchema = {
      data: { pkg: { api: 'coursePackage.detail', params: { id: 12 } } },
      body: [
        {
          widget: 'FavoriteButton',
          props: { item: '${data.pkg}', initial: '${data.pkg.favorite}', objectType: 'COURSE_PACKAGE' },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())
    await waitFor(() => expect(kept.status.sent).toHaveLength(1))

    await userEvent.click(await screen.findByRole('button', { name: '想学' }))

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '已想学' }).getAttribute('aria-busy')).toBe('false'),
    )
    expect(kept.status.paths.at(-1)).toEqual({ objectType: 'COURSE_PACKAGE', objectId: '12' })
    expect(kept.status.sent.length).toBeGreaterThanOrEqual(2)
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
    renderWithRuntime(<FavoriteButton item={course} initial={false} variant="text" />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: '收藏' }))

    expect(await screen.findByText('服务器开小差了')).toBeTruthy()
    expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-busy')).toBe('false')
  })
})
