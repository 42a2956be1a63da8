import { afterEach, describe, expect, it } from 'vitest'
import { giveControlsRoles } from '@/runtime/ui'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('giveControlsRoles', () => {
  it("antd-mobile's clear control is a named button, also when it appears after the page loaded (axe aria-prohibited-attr)", async () => {
    document.body.innerHTML =
      '<div class="adm-input"><div class="adm-input-clear" aria-label="清除"></div></div>'
    const stop = giveControlsRoles(document.body)
    expect(document.querySelector('.adm-input-clear')?.getAttribute('role')).toBe('button')

    const later = document.createElement('div')
    later.innerHTML = '<div class="adm-input-clear" aria-label="清除"></div>'
    document.body.append(later)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(later.querySelector('.adm-input-clear')?.getAttribute('role')).toBe('button')
    stop()
  })

  it('a role the control already has is kept', () => {
    document.body.innerHTML = '<div class="adm-input-clear" role="link"></div>'
    const stop = giveControlsRoles(document.body)
    expect(document.querySelector('.adm-input-clear')?.getAttribute('role')).toBe('link')
    stop()
  })
})
