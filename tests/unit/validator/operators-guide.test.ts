import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { formatError } from '@schemas/validator/index'
import { afterAll, expect, it } from 'vitest'
import { ConfigCopy, repo, validateFolder } from './config-copy'

/**
 * Every file docs/operators.md shows (a "`path`:" line and its JSON block) and the route it adds are a
 * valid config together: an operator copying the guide gets no error. (tests/e2e/publish.spec.ts
 * publishes the walkthrough's files to a running server.)
 */

const guide = readFileSync(join(repo, 'docs', 'operators.md'), 'utf8')
const copy = new ConfigCopy()
afterAll(() => copy.remove())

it('the files of the operators’ guide validate', async () => {
  copy.reset()
  const shown = [
    ...guide.matchAll(/^`((?:content|schemas\/pages)\/[^`]+\.json)`:\n\n```json\n([\s\S]*?)\n```/gm),
  ]
  expect(shown.map((match) => match[1])).toEqual(
    expect.arrayContaining([
      'content/votes/spring-cases-2027.json',
      'content/banners/spring-cases-2027.json',
      'schemas/pages/vote-spring-cases-2027.json',
      'content/forms/spring-cases-signup.json',
      'content/lotteries/spring-cases-draw.json',
    ]),
  )
  for (const [, path = '', text = ''] of shown) {
    mkdirSync(dirname(join(copy.dir, path)), { recursive: true })
    writeFileSync(join(copy.dir, path), text)
  }
  const entry = /an entry of `pages.json`'s `pages` list:\n\n```json\n([\s\S]*?)\n```/.exec(guide)?.[1]
  const pages = JSON.parse(readFileSync(join(copy.dir, 'pages.json'), 'utf8')) as { pages: unknown[] }
  pages.pages.push(JSON.parse(entry ?? 'null'))
  writeFileSync(join(copy.dir, 'pages.json'), JSON.stringify(pages, null, 2))
  expect((await validateFolder(copy.dir)).map(formatError)).toEqual([])
})

it('docs/content-catalogue.md matches the content contracts (run `npm run schemas`)', async () => {
  const { renderContentCatalogue, contentCatalogueFile } = await import(
    '../../../scripts/write-content-catalogue'
  )
  expect(readFileSync(contentCatalogueFile, 'utf8'), 'run npm run schemas').toBe(renderContentCatalogue())
})
