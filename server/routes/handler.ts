import type { FastifyRequest } from 'fastify'
import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import type { Endpoint, EndpointName } from '../../schemas/api/index'
import type { Session } from '../auth/tokens'
import type { Database } from '../db/index'
import type { Services } from '../services'

/**
 * Handler types derived from the endpoint catalogue, so the contract and the server cannot drift: a
 * handler's params, query and body are the types of the endpoint's request schemas, and what it returns is
 * checked against the endpoint's response schema (json-schema-to-ts `FromSchema`).
 */

type TypeOfSchema<Schema> = Schema extends JSONSchema ? FromSchema<Schema> : never

/** The type of one schema-valued part of an endpoint, or `Fallback` when the endpoint has no such part. */
type PartOf<E, Key extends string, Fallback> = E extends { readonly [K in Key]: infer Schema }
  ? TypeOfSchema<Schema>
  : Fallback

export type EndpointNamed<Name extends EndpointName> = Extract<Endpoint, { readonly name: Name }>

export type ParamsOf<Name extends EndpointName> = PartOf<EndpointNamed<Name>, 'params', Record<string, never>>
/** Properties with a `default` are present: Fastify's ajv fills defaults in (useDefaults). */
export type QueryOf<Name extends EndpointName> = PartOf<EndpointNamed<Name>, 'query', Record<string, never>>
export type BodyOf<Name extends EndpointName> = PartOf<EndpointNamed<Name>, 'body', undefined>
/** An endpoint without a response schema answers 204 with no body, so its handler returns nothing. */
export type ResponseOf<Name extends EndpointName> = PartOf<EndpointNamed<Name>, 'response', undefined>

/**
 * An `auth: true` endpoint runs only with a valid token, so its handler gets a session for sure; any other
 * endpoint gets one when a valid token happened to come along.
 */
export type SessionOf<Name extends EndpointName> =
  EndpointNamed<Name> extends { readonly auth: true } ? Session : Session | undefined

export interface HandlerInput<
  Params,
  Query,
  Body,
  SessionType extends Session | undefined = Session | undefined,
> {
  /** Validated against the endpoint's schemas before the handler runs. */
  readonly params: Params
  readonly query: Query
  readonly body: Body
  /** The logged-in user (server/auth/session.ts), read from `Authorization: Bearer <token>`. */
  readonly session: SessionType
  /** For the caller's IP, headers and the request-scoped logger (`request.log`). */
  readonly request: FastifyRequest
  readonly database: Database
  readonly services: Services
}

/** The handler of endpoint `Name`. Throw an ApiError for the answers the spec's error catalogue lists. */
export type Handler<Name extends EndpointName> = (
  input: HandlerInput<ParamsOf<Name>, QueryOf<Name>, BodyOf<Name>, SessionOf<Name>>,
) => Promise<ResponseOf<Name>>

/** One handler per endpoint name; a service area's module exports one of these for its endpoints. */
export type Handlers<Names extends EndpointName> = { readonly [Name in Names]: Handler<Name> }

/**
 * What registration sees: it walks the catalogue at run time, where the per-endpoint types are gone.
 * Declared as a method so the parameter is compared bivariantly and every `Handler<Name>` fits; sound here
 * because Fastify has validated params, query and body against the very schemas the types come from.
 */
interface AnyHandlerHolder {
  handle(input: HandlerInput<unknown, unknown, unknown>): Promise<unknown>
}
export type AnyHandler = AnyHandlerHolder['handle']
