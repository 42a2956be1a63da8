import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { type EndpointDef, endpoints } from '../../../schemas/api/index'
import { buildOpenApiDocument, openApiFile, renderOpenApi, summaryOf } from '../../../scripts/write-openapi'

type Node = { [key: string]: unknown }
type Operation = Node & { operationId: string; responses: Record<string, Node>; security?: Node[] }

const committedText = readFileSync(openApiFile, 'utf8')
const committed = JSON.parse(committedText) as {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Node>; responses: Record<string, Node> }
}

const operations = Object.entries(committed.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
)

/** Every schema object the document holds: the components and each operation's. */
function schemasOf(document: typeof committed): unknown[] {
  const schemas: unknown[] = Object.values(document.components.schemas)
  const contentSchemas = (content: unknown) =>
    Object.values((content ?? {}) as Record<string, { schema?: unknown }>).map((media) => media.schema)
  for (const { operation } of operations) {
    for (const parameter of (operation.parameters ?? []) as { schema: unknown }[])
      schemas.push(parameter.schema)
    schemas.push(...contentSchemas((operation.requestBody as Node | undefined)?.content))
    for (const response of Object.values(operation.responses))
      schemas.push(...contentSchemas(response.content))
  }
  return schemas
}

function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsOf(child),
  )
}

function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document)
}

describe('the OpenAPI document (schemas/api/openapi.json)', () => {
  it('is what scripts/write-openapi.ts writes from the contract now (run `npm run schemas` after a contract change)', () => {
    expect(committedText, 'schemas/api/openapi.json is out of date: run `npm run schemas`').toBe(
      renderOpenApi(),
    )
  })

  it('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(committed))
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(committed.openapi).toBe('3.1.0')
  })

  it('holds valid JSON Schema 2020-12 schemas whose $refs all resolve inside the document', () => {
    const ajv = new Ajv2020({ strict: false })
    for (const schema of schemasOf(committed)) {
      expect(ajv.validateSchema(schema as object), `${ajv.errorsText()} in ${JSON.stringify(schema)}`).toBe(
        true,
      )
    }
    const refs = [...new Set(refsOf(committed))]
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) {
      expect(ref, 'local references only').toMatch(/^#\/components\//)
      expect(resolvePointer(committed, ref), ref).toBeDefined()
    }
    expect(JSON.stringify(committed)).not.toMatch(/"(definitions|\$id|\$schema|nullable)":/)
  })

  it('has one operation per catalogue endpoint, at its method and path, named by it', () => {
    expect(operations).toHaveLength(endpoints.length)
    for (const endpoint of endpoints) {
      const operation = committed.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.name)
    }
  })

  it('an auth endpoint requires the bearer token and lists 401; a rate-limited one lists 429; a public read its 304', () => {
    const byName = new Map(operations.map(({ operation }) => [operation.operationId, operation]))
    const list: readonly EndpointDef[] = endpoints
    for (const endpoint of list) {
      const operation = byName.get(endpoint.name)
      expect(operation).toBeDefined()
      if (!operation) continue
      if (endpoint.auth) {
        expect(operation.security).toEqual([{ bearerAuth: [] }])
        expect(operation.responses['401'], endpoint.name).toBeDefined()
      } else {
        // Optional (`{}` or no token at all), never required.
        expect(operation.security, endpoint.name).not.toEqual([{ bearerAuth: [] }])
      }
      expect(operation.responses['429'] !== undefined, endpoint.name).toBe(endpoint.rateLimit !== undefined)
      expect(operation.responses['304'] !== undefined, endpoint.name).toBe(endpoint.publicCache !== undefined)
      expect(Object.keys(operation.responses)).toContain(endpoint.response ? '200' : '204')
      for (const error of endpoint.errors ?? []) {
        const response = operation.responses[String(error.status)] ?? {}
        const resolved =
          typeof response.$ref === 'string' ? resolvePointer(committed, response.$ref) : response
        expect(String((resolved as Node).description), `${endpoint.name} ${error.status}`).toContain(
          error.code,
        )
      }
    }
  })

  it('sends form bodies where the contract takes them, beacon bodies also as text/plain', () => {
    const contentTypes = (name: string) => {
      const operation = operations.find((entry) => entry.operation.operationId === name)?.operation
      return Object.keys(((operation?.requestBody as Node | undefined)?.content ?? {}) as Node)
    }
    const list: readonly EndpointDef[] = endpoints
    const form = list.find((endpoint) => endpoint.encoding === 'form' && endpoint.body)
    const beacon = list.find((endpoint) => endpoint.beacon)
    expect(form && contentTypes(form.name)).toEqual(['application/x-www-form-urlencoded', 'application/json'])
    expect(beacon && contentTypes(beacon.name)).toEqual(['application/json', 'text/plain'])
  })
})

describe('scripts/write-openapi.ts', () => {
  const endpoint = (fields: Partial<EndpointDef>): EndpointDef => ({
    name: 'sample.call',
    method: 'POST',
    path: '/sample/{id}',
    summary: 'A sample.',
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', description: 'The id' } },
    },
    ...fields,
  })

  it('writes draft-07 tuples, dependencies and boolean exclusive bounds in the 2020-12 dialect', () => {
    const document = buildOpenApiDocument({
      sample: [
        endpoint({
          body: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            $id: 'sample-body',
            type: 'object',
            dependencies: { a: ['b'], c: { required: ['d'] } },
            properties: {
              pair: {
                type: 'array',
                items: [{ type: 'string' }, { type: 'integer' }],
                additionalItems: false,
              },
              ratio: { type: 'number', minimum: 0, exclusiveMinimum: true },
            },
          },
        }),
      ],
    }) as {
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Node }> } }>>
    }
    const body = document.paths['/sample/{id}']?.post?.requestBody.content['application/json']?.schema
    expect(body).toEqual({
      type: 'object',
      dependentRequired: { a: ['b'] },
      dependentSchemas: { c: { required: ['d'] } },
      properties: {
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
        ratio: { type: 'number', exclusiveMinimum: 0 },
      },
    })
  })

  it('refuses a $ref or definitions, which the document could not hold as written', () => {
    const withRef = endpoint({
      body: {
        type: 'object',
        definitions: { x: { type: 'string' } },
        properties: { x: { $ref: '#/definitions/x' } },
      },
    })
    expect(() => buildOpenApiDocument({ sample: [withRef] })).toThrow(/sample\.call\/body\/definitions/)
  })

  it('shortens a summary to its first sentence', () => {
    expect(summaryOf('One release by its number. Answers 404 when unknown.')).toBe(
      'One release by its number',
    )
    expect(summaryOf('Short.')).toBe('Short')
    expect(summaryOf(`${'word '.repeat(40)}end.`).length).toBeLessThanOrEqual(122)
  })
})
