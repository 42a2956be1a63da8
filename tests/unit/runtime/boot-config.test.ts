import { describe, expect, it } from 'vitest'
import { type BootConfig, createPageLoader, readInlineBootConfig } from '@/runtime/app'

const home = { body: [{ widget: 'Text', props: { text: '成长学院' } }] }
const login = { body: [{ widget: 'LoginPanel' }] }

function bootWith(page?: BootConfig['page']): BootConfig {
  return {
    routes: { version: 1, pages: [{ name: 'home', path: '/home', title: '成长学院', schema: 'home' }] },
    pageUrls: { home: '/config/pages/home.aaaa.json', login: '/config/pages/login.bbbb.json' },
    ...(page ? { page } : {}),
  }
}

describe('boot config: the app starts from config the server owns', () => {
  it('reads the inline JSON the server wrote and never evaluates it', () => {
    const doc = document.implementation.createHTMLDocument('t')
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = 'dc-boot'
    script.textContent = JSON.stringify(bootWith({ name: 'home', schema: home }))
    doc.body.append(script)
    expect(readInlineBootConfig(doc)?.page?.name).toBe('home')
    expect(readInlineBootConfig(document.implementation.createHTMLDocument('none'))).toBeUndefined()
  })

  it('refuses inline JSON that is not a boot config instead of booting on it', () => {
    const doc = document.implementation.createHTMLDocument('t')
    doc.body.innerHTML = '<script type="application/json" id="dc-boot">{"routes": 1}</script>'
    expect(() => readInlineBootConfig(doc)).toThrow(/not a boot config/)
  })

  it('the first screen comes from the HTML; another is fetched once by its hashed URL', async () => {
    const fetched: string[] = []
    const load = createPageLoader(bootWith({ name: 'home', schema: home }), async (url) => {
      fetched.push(url)
      return login
    })
    expect(await load('home')).toEqual(home)
    expect(fetched).toEqual([])
    expect(await load('login')).toEqual(login)
    expect(await load('login')).toEqual(login)
    expect(fetched).toEqual(['/config/pages/login.bbbb.json'])
  })

  it('a failed schema load can be retried; an unknown schema is refused', async () => {
    let attempts = 0
    const load = createPageLoader(bootWith(), async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return login
    })
    await expect(load('login')).rejects.toThrow('offline')
    expect(await load('login')).toEqual(login)
    await expect(load('nowhere')).rejects.toThrow(/"nowhere" is not in the config/)
  })
})
