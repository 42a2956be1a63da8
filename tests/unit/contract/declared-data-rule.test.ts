import { describe, expect, it } from 'vitest'
import { checkSource } from '../../../scripts/check-declared-data'

/**
 * The lint rule of decision 0037: widget code never calls the API client; reads are declared and made
 * through the one cache, writes through useWrite / runtime.data.write. `npm run lint` runs it on the repository.
 */
const kinds = (source: string) => checkSource('sample.tsx', source).map((finding) => finding.kind)

describe('the declared-data rule (scripts/check-declared-data.ts)', () => {
  it('finds a direct read and a direct write of a contract endpoint, by the endpoint method', () => {
    expect(kinds("runtime.api.call('course.detail', { id })")).toEqual(['read'])
    expect(kinds("await host.api.call('vote.submit', body)")).toEqual(['write'])
  })

  it('finds the API client handed around, and the removed self-loading hooks', () => {
    expect(kinds('const { api } = useRuntime()')).toEqual(['client'])
    expect(kinds('send(runtime.api)')).toEqual(['client'])
    expect(kinds("import { usePagedList } from '@/runtime/render'")).toEqual(['client'])
    expect(kinds("useApiAnswer({ api: 'zone.home' })")).toEqual(['read'])
  })

  it('finds a read declared in place, which the studio and the server could not list', () => {
    expect(kinds("useRead({ api: 'course.detail', params: { id: '${props.id}' } })")).toEqual([
      'inline-declaration',
    ])
  })

  it('lets declared reads and declared writes pass', () => {
    expect(
      kinds("const { answer } = useRead(reads.course, { props })\nconst pay = useWrite('order.pay')"),
    ).toEqual([])
  })
})
