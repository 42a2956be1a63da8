import { describe, expect, it } from 'vitest'
import { isAllowedUrl } from '@/runtime/config'

const allowlist = ['.dermacampus.cn', 'mp.weixin.qq.com']

describe('webview and redirect allowlist', () => {
  it('admits an allowlisted domain and its subdomains over http(s)', () => {
    expect(isAllowedUrl('https://dermacampus.cn/a', allowlist)).toBe(true)
    expect(isAllowedUrl('https://www.dermacampus.cn/about?x=1', allowlist)).toBe(true)
    expect(isAllowedUrl('http://mp.weixin.qq.com/s/abc', allowlist)).toBe(true)
  })

  it('refuses look-alike hosts', () => {
    expect(isAllowedUrl('https://dermacampus.cn.evil.com/', allowlist)).toBe(false)
    expect(isAllowedUrl('https://evildermacampus.cn/', allowlist)).toBe(false)
    expect(isAllowedUrl('https://weixin.qq.com/', allowlist)).toBe(false)
    expect(isAllowedUrl('https://www.dermacampus.cn@evil.com/', allowlist)).toBe(false)
  })

  it('refuses other schemes and text that is not a URL', () => {
    expect(isAllowedUrl('javascript:alert(1)', allowlist)).toBe(false)
    expect(isAllowedUrl('data:text/html,<script>1</script>', allowlist)).toBe(false)
    expect(isAllowedUrl('www.dermacampus.cn/about', allowlist)).toBe(false)
    expect(isAllowedUrl('', allowlist)).toBe(false)
  })
})

describe('the app’s own site', () => {
  it('is always allowed (its CDN documents open in the webview screen)', () => {
    expect(isAllowedUrl(`${window.location.origin}/derma-doctor/frontend/h5/consent/course-1.html`, [])).toBe(
      true,
    )
  })
})
