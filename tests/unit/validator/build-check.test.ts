import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { validateConfigForBuild } from '../../../scripts/check-config-folder'
import { validateConfigOnBuild } from '../../../scripts/vite-validate-config'
import { ConfigCopy, repo } from './config-copy'

const copy = new ConfigCopy()
beforeEach(() => copy.reset())
afterAll(() => copy.remove())

describe('vite build checks the config folder it will be served with', () => {
  it('an invalid folder throws with every error as file:line:column pointer message', () => {
    const file = copy.editPage('about-app', (page) => {
      page.body[0] = { widget: 'AppInfoo' }
    })
    const entry = copy.editPage('entry', (page) => {
      page.body[0] = { widget: 'Nope' }
    })
    let message = ''
    try {
      validateConfigForBuild(copy.dir)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^2 config errors in /)
    expect(message).toContain(
      `\n${copy.at(file, '"AppInfoo"')} /body/0/widget unknown widget "AppInfoo" (did you mean "AppInfo"?)`,
    )
    expect(message).toContain(`\n${copy.at(entry, '"Nope"')} /body/0/widget unknown widget "Nope"`)
  })

  it('the repository config passes', () => {
    expect(() => validateConfigForBuild(repo)).not.toThrow()
  })

  it('only in builds, not in the dev server', () => {
    expect(validateConfigOnBuild(repo).apply).toBe('build')
  })
})
