import type { EndpointName } from '@schemas/api/index'

/**
 * A widget's reads, declared as data (decision 0037): the widget's code asks for them by name through
 * `useRead` / `usePagedRead`, never by calling the API client. Being plain data, a screen's reads can be
 * listed without running any code: `npm run schemas` writes them into the widget contracts
 * (schemas/meta/widget-contracts.json) for the validator and the studio, and the server can plan a screen's
 * data from them.
 *
 * Values in `params` may be bindings (`${props.courseId}`): `props` are the widget's props, `vars` what the
 * widget chooses while shown (an open tab, a search word), `session` `{ signedIn, userId }`.
 */
export interface ReadDeclaration {
  /** A GET endpoint of the API contract. */
  readonly api: EndpointName
  /** Path, query values; bindings resolve against `{ props, vars, session }`. */
  readonly params?: Readonly<Record<string, unknown>>
  /**
   * Binding paths that must all be present (not undefined, null, '' or false) for the read to be made,
   * e.g. `['session.signedIn', 'props.id']`; until then the answer reads missing.
   */
  readonly requires?: readonly string[]
  /** A paged read of `{ items, hasMore }` answers: the page size (a number or a binding). */
  readonly pageSize?: number | string
  /**
   * A control decides on this answer (buy, vote, register, start an exam): after the doctor returns, it
   * waits for the fresh answer instead of showing the last one.
   */
  readonly fresh?: boolean
  /** The widget shows when the answer is being asked again (`refreshing` of `useRead`). */
  readonly refreshing?: boolean
  /** No loading indicator while it is asked for. */
  readonly quiet?: boolean
  /** A failure is not toasted: the widget shows its own outcome (e.g. a form's optional prefill). */
  readonly silent?: boolean
  /** What the read is for, in a few words (the studio shows it). */
  readonly description?: string
}

export type ReadDeclarations = Readonly<Record<string, ReadDeclaration>>

/** Declares a widget's (or a runtime area's) reads, keeping their literal types. */
export function declareReads<const D extends ReadDeclarations>(reads: D): D {
  return reads
}

/**
 * A read named by a widget's config rather than by the widget (`api` and `params` props, the endpoint
 * checked against the API contract by `validate` at its pointer): for such a widget the page config IS the
 * read's declaration, so there is no data file. This builds the declaration `useRead` / `usePagedRead`
 * take. Each param is bound by its place (`${vars.values.0}`), so a value (a `${` typed by a doctor) is
 * never read as a binding again and a name never as a path. Empty values ('' and null) are left out
 * unless `keepEmpty`.
 */
export function declaredByConfig(
  api: string,
  params: unknown,
  options: { pageSize?: number; description: string; keepEmpty?: boolean },
): { declaration: ReadDeclaration; vars: { values: unknown[] } } {
  const kept = (value: unknown) =>
    value !== undefined && (options.keepEmpty === true || (value !== null && value !== ''))
  const entries =
    params && typeof params === 'object' && !Array.isArray(params)
      ? Object.entries(params).filter(([, value]) => kept(value))
      : []
  const bound: Record<string, string> = {}
  entries.forEach(([name], index) => {
    bound[name] = `\${vars.values.${index}}`
  })
  return {
    // validate has checked the name against the contract (an unknown one is a config error).
    declaration: {
      api: api as EndpointName,
      params: bound,
      ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }),
      description: options.description,
    },
    vars: { values: entries.map(([, value]) => value) },
  }
}

/**
 * The config prop naming a widget's endpoint (`api`), '' when none. Read by name, not as `props.api`: the
 * check of decision 0037 (scripts/check-declared-data.ts) takes every `.api` and every `api` binding in
 * widget code for the API client, which no widget may touch, and this prop is only an endpoint's name.
 */
export function endpointNamedBy(props: object): string {
  const value = (props as Record<string, unknown>)[ENDPOINT_PROP]
  return typeof value === 'string' ? value : ''
}

const ENDPOINT_PROP = 'api'
