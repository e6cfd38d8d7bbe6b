import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import nodePath from 'node:path'

import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import { configToSchema } from '@payloadcms/graphql'
import type {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
} from 'graphql'
import type {
  CollectionSlug,
  GlobalSlug,
  Payload,
  SanitizedCollectionConfig,
  TypedUser,
  Where,
} from 'payload'
import { createLocalReq, formatNames, handleEndpoints } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SECOND_CLIENT } from '../../seed/data/users'
import {
  COLLECTION_OPERATIONS,
  COLLECTION_POLICY,
  ENDPOINT_POLICY,
  GLOBAL_OPERATIONS,
  GLOBAL_POLICY,
  LEADS_DOWNLOAD_POLICY,
  POLICY_ROLES,
  type CollectionOperation,
  type CollectionPolicy,
  type MemberRole,
  type Outcome,
  type PolicyRole,
} from '../helpers/accessPolicy'
import { getTestPayload } from '../helpers/payload'
import { required } from '../helpers/lists'
import { portalAccounts, seededPortalPeople } from '../helpers/seededPeople'
import { makePdf } from '../helpers/portalFiles'

/**
 * The access matrix: every collection and global in the built Payload config, for anonymous,
 * organisation A's owner, member and viewer (the seeded company), a member just removed from A
 * (with the session they held), organisation B's owner, an editor, a sales person and an admin
 * (staff accounts holding that one staff role), through the three
 * ways in: the Local API as the site's own server code calls it (user + overrideAccess: false),
 * REST (Payload's request handler, as app/(payload)/api/[...slug] mounts it) and GraphQL
 * (the route handler app/(payload)/api/graphql mounts), both with the actor's JWT.
 * Expectations come from tests/helpers/accessPolicy.ts; the cells come from the config, so a new
 * collection fails here until its access is declared there.
 */

const ACTORS = [
  'anonymous',
  'clientA',
  'memberA',
  'viewerA',
  'removedA',
  'clientB',
  'editor',
  'sales',
  'admin',
] as const
type Actor = (typeof ACTORS)[number]
/** Actors the server knows as someone; a removed member's session ended with the removal. */
type SignedIn = Exclude<Actor, 'anonymous' | 'removedA'>
type ClientActor = 'clientA' | 'memberA' | 'viewerA' | 'clientB'
/** Portal fixtures belong to an organisation, named by its owner. */
type Organisation = 'clientA' | 'clientB'
const CLIENT_ACTORS: readonly Actor[] = ['clientA', 'memberA', 'viewerA', 'clientB']
const isClient = (actor: Actor): actor is ClientActor => CLIENT_ACTORS.includes(actor)
const roleOf = (actor: Actor): PolicyRole =>
  isClient(actor) ? 'client' : actor === 'removedA' ? 'anonymous' : actor
const organisationOf = (actor: ClientActor): Organisation =>
  actor === 'clientB' ? 'clientB' : 'clientA'
const memberRoleOf = (actor: Actor): MemberRole | undefined =>
  actor === 'memberA'
    ? 'member'
    : actor === 'viewerA'
      ? 'viewer'
      : isClient(actor)
        ? 'owner'
        : undefined
const otherClient = (actor: ClientActor): Organisation =>
  organisationOf(actor) === 'clientA' ? 'clientB' : 'clientA'

const PATHS = ['local', 'rest', 'graphql'] as const
type Path = (typeof PATHS)[number]

/** How a refused or failed call looked, whichever way it came in. */
type Refusal = 'forbidden' | 'notFound' | 'invalid'
type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal; message: string }

type Fixture = { id: string; owner?: Actor; published?: boolean }
type Doc = Record<string, unknown>

const isNonNullType = (t: GraphQLInputType): t is GraphQLNonNull<GraphQLInputType> =>
  String(t).endsWith('!')
const isListType = (t: GraphQLInputType): t is GraphQLList<GraphQLInputType> =>
  String(t).startsWith('[')
const isEnumType = (t: GraphQLInputType): t is GraphQLEnumType => 'getValues' in t
const isInputObjectType = (t: GraphQLInputType): t is GraphQLInputObjectType => 'getFields' in t

const refusalFor = (status: number): Refusal | undefined =>
  status === 401 || status === 403
    ? 'forbidden'
    : status === 404
      ? 'notFound'
      : status === 400 || status === 413 || status === 415
        ? 'invalid'
        : undefined

/** Drops ids (array rows keep theirs in their own tables) and timestamps, so a copy can be stored. */
const stripIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stripIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key]) =>
            !['id', 'createdAt', 'updatedAt', 'sizes', 'url', 'thumbnailURL'].includes(key),
        )
        .map(([key, v]) => [key, stripIds(v)]),
    )
  }
  return value
}

/** A stored record as update input: array rows keep their ids, so they are updated in place. */
const storedAsInput = (doc: object): Doc =>
  Object.fromEntries(
    Object.entries(doc).filter(
      ([key]) => !['id', 'createdAt', 'updatedAt', 'globalType'].includes(key),
    ),
  )

describe('access matrix over every collection and global', () => {
  let payload: Payload
  let schema: GraphQLSchema
  const users = {} as Record<SignedIn, TypedUser>
  const tokens = {} as Record<Exclude<Actor, 'anonymous'>, string>
  const projects = {} as Record<Organisation, string>
  /** Each client's organisation, which their portal records belong to. */
  const orgs = {} as Record<Organisation, string>
  const fixtures: Record<string, Fixture[]> = {}
  const cleanup: Array<{ collection: CollectionSlug; id: string }> = []
  const context = { disableRevalidate: true }
  let checks = 0

  const collections = (): SanitizedCollectionConfig[] => payload.config.collections
  const policyOf = (slug: string): CollectionPolicy => {
    const policy = COLLECTION_POLICY[slug]
    if (!policy)
      throw new Error(
        `collection ${slug} has no declared access: add it to tests/helpers/accessPolicy.ts`,
      )
    return policy
  }
  const fixturesOf = (slug: string): Fixture[] => {
    const list = fixtures[slug]
    if (!list) throw new Error(`no fixtures were made for ${slug}`)
    return list
  }
  const userOf = (actor: Actor) =>
    actor === 'anonymous' || actor === 'removedA' ? undefined : users[actor]
  const as = (actor: Actor) => ({ user: userOf(actor), overrideAccess: false as const })
  /** What the policy gives an actor: a member role may be limited below an owner's. */
  const outcomeOf = (slug: string, op: CollectionOperation, actor: Actor): Outcome => {
    const policy = policyOf(slug)
    const memberRole = memberRoleOf(actor)
    return (memberRole && policy.memberRoles?.[memberRole]?.[op]) ?? policy[op][roleOf(actor)]
  }

  // ---- the three ways in ------------------------------------------------------------------

  const local = async <T>(fn: () => Promise<T>): Promise<Result<T>> => {
    try {
      return { ok: true, value: await fn() }
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      const refusal = refusalFor(status)
      if (!refusal) throw error
      return { ok: false, refusal, message: (error as Error).message }
    }
  }

  const restResponse = async (
    actor: Actor,
    method: string,
    path: string,
    body?: Doc | FormData,
  ): Promise<Response> => {
    const headers = new Headers()
    if (actor !== 'anonymous') headers.set('Authorization', `JWT ${tokens[actor]}`)
    let payloadBody: BodyInit | undefined
    if (body instanceof FormData) payloadBody = body
    else if (body) {
      headers.set('Content-Type', 'application/json')
      payloadBody = JSON.stringify(body)
    }
    const request = new Request(`${payload.config.serverURL}/api${path}`, {
      method,
      headers,
      body: payloadBody,
    })
    return handleEndpoints({ config: payload.config, request })
  }
  const rest = async (
    actor: Actor,
    method: string,
    path: string,
    body?: Doc | FormData,
  ): Promise<Result<Doc>> => {
    const response = await restResponse(actor, method, path, body)
    const json = (await response.json().catch(() => ({}))) as Doc
    if (response.ok) return { ok: true, value: json }
    const refusal = refusalFor(response.status)
    if (!refusal)
      throw new Error(
        `REST ${method} ${path} as ${actor}: ${response.status} ${JSON.stringify(json)}`,
      )
    return { ok: false, refusal, message: JSON.stringify(json) }
  }

  /**
   * Payload's GraphQL handler logs every refused operation at error level with its stack; the
   * hundreds of refusals here are expected, and a 5xx still fails the test, so the log is quieted
   * for the call.
   */
  const graphqlHandler = () => async (request: Request) => {
    const level = payload.logger.level
    payload.logger.level = 'fatal'
    try {
      return await GRAPHQL_POST(Promise.resolve(payload.config))(request)
    } finally {
      payload.logger.level = level
    }
  }
  const gql = async (actor: Actor, query: string, variables: Doc = {}): Promise<Result<Doc>> => {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    if (actor !== 'anonymous') headers.set('Authorization', `JWT ${tokens[actor]}`)
    const request = new Request(`${payload.config.serverURL}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    })
    const response = await graphqlHandler()(request)
    const json = (await response.json()) as {
      data?: Doc
      errors?: Array<{ message: string; extensions?: { statusCode?: number } }>
    }
    const error = json.errors?.[0]
    if (!error) return { ok: true, value: json.data ?? {} }
    const refusal = refusalFor(error.extensions?.statusCode ?? 500)
    if (!refusal) throw new Error(`GraphQL as ${actor}: ${query}\n${JSON.stringify(json.errors)}`)
    return { ok: false, refusal, message: error.message }
  }

  /** GraphQL's names for a collection, worked out the way @payloadcms/graphql does. */
  const gqlNames = (collection: SanitizedCollectionConfig) => {
    const graphQL: { singularName?: string; pluralName?: string } = collection.graphQL || {}
    const fromSlug = formatNames(collection.slug)
    const singular = graphQL.singularName
      ? formatNames(graphQL.singularName).singular
      : fromSlug.singular
    let plural = graphQL.pluralName ? formatNames(graphQL.pluralName).plural : fromSlug.plural
    if (singular === plural) plural = `all${singular}`
    return { singular, plural }
  }
  const gqlGlobalName = (slug: string) => {
    const global = payload.config.globals.find((g) => g.slug === slug)
    return (global?.graphQL && global.graphQL.name) || formatNames(slug).singular
  }

  /**
   * Turns stored values into GraphQL input: select values become their enum names, fields the
   * input type does not take are left out. The schema's types come from @payloadcms/graphql's own
   * copy of graphql, so they are told apart by shape rather than instanceof.
   */
  const toInput = (type: GraphQLInputType, value: unknown): unknown => {
    if (value === null || value === undefined) return value
    if (isNonNullType(type)) return toInput(type.ofType, value)
    if (isListType(type))
      return (Array.isArray(value) ? value : [value]).map((v) => toInput(type.ofType, v))
    if (isEnumType(type)) return type.getValues().find((v) => v.value === value)?.name ?? value
    if (isInputObjectType(type) && typeof value === 'object') {
      const fields = type.getFields()
      return Object.fromEntries(
        Object.entries(value as Doc).flatMap(([key, v]) => {
          const field = fields[key]
          return field ? [[key, toInput(field.type, v)] as const] : []
        }),
      )
    }
    return value
  }
  const mutationArgType = (mutation: string, arg: string) => {
    const field = schema.getMutationType()?.getFields()[mutation]
    const type = field?.args.find((a) => a.name === arg)?.type
    if (!type) throw new Error(`GraphQL has no mutation ${mutation}(${arg})`)
    return type
  }

  const hasRest = (c: SanitizedCollectionConfig) => c.endpoints !== false
  /**
   * A collection's own endpoint on `/:key` takes the place of Payload's by-id route (the admin
   * preferences are read and deleted by key): checked separately below.
   */
  const byIdShadowed = (c: SanitizedCollectionConfig, method: 'get' | 'delete') =>
    Array.isArray(c.endpoints) &&
    c.endpoints.some((e) => e.method === method && /^\/:[a-z]+$/i.test(e.path) && e.path !== '/:id')
  const hasGraphQL = (c: SanitizedCollectionConfig) => c.graphQL !== false
  // Payload types `auth` and `upload` as always set; a collection without logins or files has
  // neither at run time.
  const logsIn = (c: SanitizedCollectionConfig) =>
    Boolean(c.auth as SanitizedCollectionConfig['auth'] | undefined)
  const takesFiles = (c: SanitizedCollectionConfig) =>
    Boolean(c.upload as SanitizedCollectionConfig['upload'] | undefined)
  const pathsFor = (c: SanitizedCollectionConfig): Path[] =>
    PATHS.filter((p) => p === 'local' || (p === 'rest' ? hasRest(c) : hasGraphQL(c)))

  // ---- operations, one implementation per way in -------------------------------------------

  /** The fixture ids an actor can list, or 'denied'. */
  const list = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
    ids: string[],
  ): Promise<string[] | 'denied'> => {
    const where = { id: { in: ids } }
    let result: Result<Doc[]>
    if (path === 'local') {
      result = await local(
        async () =>
          (await payload.find({ collection: c.slug, where, depth: 0, limit: 100, ...as(actor) }))
            .docs as unknown as Doc[],
      )
    } else if (path === 'rest') {
      const r = await rest(
        actor,
        'GET',
        `/${c.slug}?depth=0&limit=100&${ids.map((id) => `where[id][in]=${id}`).join('&')}`,
      )
      result = r.ok ? { ok: true, value: r.value.docs as Doc[] } : r
    } else {
      const { plural } = gqlNames(c)
      const r = await gql(
        actor,
        `query($ids: [String]) { ${plural}(where: { id: { in: $ids } }, limit: 100) { docs { id } } }`,
        { ids },
      )
      result = r.ok
        ? { ok: true, value: ((r.value[plural] as Doc | null)?.docs as Doc[] | undefined) ?? [] }
        : r
    }
    if (!result.ok) return 'denied'
    return result.value.map((doc) => String(doc.id)).sort()
  }

  const findById = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
    id: string,
  ): Promise<boolean> => {
    if (path === 'local')
      return (
        await local(() => payload.findByID({ collection: c.slug, id, depth: 0, ...as(actor) }))
      ).ok
    if (path === 'rest') {
      const r = await rest(actor, 'GET', `/${c.slug}/${id}?depth=0`)
      return r.ok && r.value.id === id
    }
    const { singular } = gqlNames(c)
    const r = await gql(actor, `query($id: String!) { ${singular}(id: $id) { id } }`, { id })
    return r.ok && Boolean(r.value[singular])
  }

  const create = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
    sample: Sample,
  ): Promise<Result<string>> => {
    if (path === 'local') {
      return local(
        async () =>
          (
            await payload.create({
              collection: c.slug,
              data: sample.data,
              file: sample.file,
              context,
              ...as(actor),
            })
          ).id,
      )
    }
    if (path === 'rest') {
      let body: Doc | FormData = sample.data
      if (sample.file) {
        const form = new FormData()
        form.append(
          'file',
          new Blob([new Uint8Array(sample.file.data)], { type: sample.file.mimetype }),
          sample.file.name,
        )
        form.append('_payload', JSON.stringify(sample.data))
        body = form
      }
      const r = await rest(actor, 'POST', `/${c.slug}`, body)
      return r.ok ? { ok: true, value: String((r.value.doc as Doc).id) } : r
    }
    const { singular } = gqlNames(c)
    const mutation = `create${singular}`
    const type = mutationArgType(mutation, 'data')
    const r = await gql(
      actor,
      `mutation($data: ${type.toString()}) { ${mutation}(data: $data) { id } }`,
      { data: toInput(type, sample.data) },
    )
    return r.ok ? { ok: true, value: String((r.value[mutation] as Doc).id) } : r
  }

  /** An update or a delete of record `id`, through one of the three paths. */
  type WriteRecord = (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
    id: string,
  ) => Promise<Result<unknown>>

  const update: WriteRecord = async (path, actor, c, id) => {
    if (path === 'local')
      return local(() =>
        payload.update({ collection: c.slug, id, data: {}, context, ...as(actor) }),
      )
    if (path === 'rest') return rest(actor, 'PATCH', `/${c.slug}/${id}`, {})
    // GraphQL input requires every required field: send the record as it is stored.
    const { singular } = gqlNames(c)
    const mutation = `update${singular}`
    const type = mutationArgType(mutation, 'data')
    const current = storedAsInput(
      await payload.findByID({ collection: c.slug, id, depth: 0, overrideAccess: true }),
    )
    return gql(
      actor,
      `mutation($id: String!, $data: ${type.toString()}) { ${mutation}(id: $id, data: $data) { id } }`,
      { id, data: toInput(type, current) },
    )
  }

  const remove: WriteRecord = async (path, actor, c, id) => {
    if (path === 'local')
      return local(() => payload.delete({ collection: c.slug, id, context, ...as(actor) }))
    if (path === 'rest') return rest(actor, 'DELETE', `/${c.slug}/${id}`)
    const { singular } = gqlNames(c)
    return gql(actor, `mutation($id: String!) { delete${singular}(id: $id) { id } }`, { id })
  }

  const readVersions = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
  ): Promise<Result<unknown>> => {
    if (path === 'local')
      return local(() =>
        payload.findVersions({ collection: c.slug, limit: 1, depth: 0, ...as(actor) }),
      )
    if (path === 'rest') return rest(actor, 'GET', `/${c.slug}/versions?limit=1&depth=0`)
    const { plural } = gqlNames(c)
    return gql(actor, `{ versions${plural}(limit: 1) { docs { id } } }`)
  }

  const unlock = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
    email: string,
  ): Promise<Result<unknown>> => {
    if (path === 'local')
      return local(() => payload.unlock({ collection: c.slug, data: { email }, ...as(actor) }))
    if (path === 'rest') return rest(actor, 'POST', `/${c.slug}/unlock`, { email })
    return gql(
      actor,
      `mutation($email: String!) { unlock${gqlNames(c).singular}(email: $email) }`,
      { email },
    )
  }

  const canAccessAdmin = async (
    path: Path,
    actor: Actor,
    c: SanitizedCollectionConfig,
  ): Promise<boolean> => {
    if (path === 'local') {
      const req = await createLocalReq({ user: userOf(actor) }, payload)
      return await c.access.admin({ req })
    }
    if (path === 'rest') {
      const r = await rest(actor, 'GET', '/access')
      return r.ok && r.value.canAccessAdmin === true
    }
    // Payload answers an anonymous `Access { canAccessAdmin }` with a 500 (the field is
    // non-null but left empty for nobody signed in): that counts as not admitted.
    const request = new Request(`${payload.config.serverURL}/api/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(actor === 'anonymous' ? {} : { Authorization: `JWT ${tokens[actor]}` }),
      },
      body: JSON.stringify({ query: '{ Access { canAccessAdmin } }' }),
    })
    const json = (await (await graphqlHandler()(request)).json()) as {
      data?: { Access?: { canAccessAdmin?: boolean } | null }
    }
    return json.data?.Access?.canAccessAdmin === true
  }

  const readGlobal = async (path: Path, actor: Actor, slug: GlobalSlug): Promise<boolean> => {
    if (path === 'local')
      return (await local(() => payload.findGlobal({ slug, depth: 0, ...as(actor) }))).ok
    if (path === 'rest') return (await rest(actor, 'GET', `/globals/${slug}?depth=0`)).ok
    const name = gqlGlobalName(slug)
    const r = await gql(actor, `{ ${name} { updatedAt } }`)
    return r.ok && Boolean(r.value[name])
  }

  /**
   * A global as stored, read past access. Nothing else writes here during the test: the app's
   * tick, which writes the jobs scheduler's record into payload-jobs-stats, does not run in the
   * integration workers (tests/helpers/intWorker.ts).
   */
  const storedGlobal = async (slug: GlobalSlug): Promise<string> =>
    JSON.stringify(await payload.db.findGlobal({ slug, where: {} }))

  const updateGlobal = async (
    path: Path,
    actor: Actor,
    slug: GlobalSlug,
  ): Promise<Result<unknown>> => {
    if (path === 'local')
      return local(() => payload.updateGlobal({ slug, data: {}, context, ...as(actor) }))
    if (path === 'rest') return rest(actor, 'POST', `/globals/${slug}`, {})
    const name = gqlGlobalName(slug)
    const type = mutationArgType(`update${name}`, 'data')
    const current = storedAsInput(
      await payload.findGlobal({ slug, depth: 0, overrideAccess: true }),
    )
    return gql(
      actor,
      `mutation($data: ${type.toString()}) { update${name}(data: $data) { updatedAt } }`,
      { data: toInput(type, current) },
    )
  }

  // ---- records to work on --------------------------------------------------------------------

  type Sample = { data: Doc; file?: { data: Buffer; name: string; mimetype: string; size: number } }

  const png = async () => {
    const data = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    return {
      data,
      name: `matrix-${randomUUID().slice(0, 8)}.png`,
      mimetype: 'image/png',
      size: data.length,
    }
  }
  const pdf = async () => {
    const data = await makePdf('access matrix')
    return {
      data,
      name: `matrix-${randomUUID().slice(0, 8)}.pdf`,
      mimetype: 'application/pdf',
      size: data.length,
    }
  }
  const tag = () => `matrix-${randomUUID().slice(0, 8)}`

  /** A copy of the first seeded record, with a fresh slug: content a real editor would write. */
  const copyOf = async (slug: CollectionSlug): Promise<Doc> => {
    const { docs } = await payload.find({
      collection: slug,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      sort: 'createdAt',
    })
    if (!docs[0]) throw new Error(`the seed has no ${slug} to copy`)
    const data = stripIds(docs[0]) as Doc
    if ('slug' in data) data.slug = tag()
    delete data._status
    return data
  }

  /**
   * What a given actor would send to create a record; an owned record goes on the actor's own
   * project (or client A's when the agency creates it). Undefined: this collection takes no sample.
   */
  const sampleFor = async (
    slug: string,
    actor: Actor,
    onProjectOf?: 'clientA' | 'clientB',
  ): Promise<Sample | undefined> => {
    const client = onProjectOf ?? (isClient(actor) ? organisationOf(actor) : 'clientA')
    switch (slug) {
      case 'services':
      case 'plans':
      case 'templates':
      case 'pages':
      case 'articles':
      case 'categories':
      case 'authors':
      case 'case-studies':
      case 'testimonials':
        return { data: await copyOf(slug) }
      case 'media':
        return { data: { alt: 'Access matrix' }, file: await png() }
      case 'redirects':
        return { data: { from: `/${tag()}`, to: { type: 'custom', url: '/contact' } } }
      case 'projects':
        return {
          data: { name: tag(), organisation: orgs[client], status: 'planning', progress: 0 },
        }
      case 'project-files':
        return {
          data: { project: projects[client], organisation: orgs[client] },
          file: await pdf(),
        }
      case 'messages':
        return {
          data: {
            project: projects[client],
            organisation: orgs[client],
            author: users[client].id,
            type: 'feedback',
            body: tag(),
          },
        }
      case 'feedback':
        return {
          data: {
            organisation: orgs[client],
            project: projects[client],
            category: 'General Feedback',
            priority: 'Low',
            text: tag(),
            status: 'new',
          },
        }
      case 'approvals': {
        // A round is about a deliverable: sales upload one to the client's project first.
        const file = await payload.create({
          collection: 'project-files',
          data: { project: projects[client], organisation: orgs[client] },
          file: await pdf(),
          overrideAccess: true,
          depth: 0,
        })
        cleanup.push({ collection: 'project-files', id: file.id })
        return { data: { file: file.id, status: 'pending' } }
      }
      case 'organisations':
        return { data: { name: tag() } }
      case 'invitations': {
        const organisation = users[client].organisation
        return {
          data: {
            email: `${tag()}@example.co.za`,
            organisation: typeof organisation === 'string' ? organisation : organisation?.id,
            memberRole: 'member',
            status: 'pending',
          },
        }
      }
      case 'users':
        return {
          data: {
            email: `${tag()}@example.co.za`,
            password: `Matrix-${randomUUID()}`,
            name: 'Matrix Account',
            role: 'client',
          },
        }
      case 'enquiries':
        return {
          data: {
            name: 'Matrix Test',
            email: 'matrix@example.co.za',
            enquiryType: 'general',
            message: tag(),
            consent: true,
            status: 'new',
          },
        }
      case 'callbacks':
        return {
          data: {
            name: 'Matrix Test',
            email: 'matrix@example.co.za',
            preferredTime: new Date(
              Date.UTC(2099, 0, 1, 0, Math.floor(Math.random() * 500_000)),
            ).toISOString(),
            message: tag(),
            consent: true,
            status: 'new',
          },
        }
      case 'security-events':
        return { data: { type: 'login', details: tag() } }
      case 'audit-log':
        return { data: { action: 'update', target: 'services', details: tag() } }
      case 'second-factors': {
        // One record per person: each sample gets an account of its own.
        const owner = await payload.create({
          collection: 'users',
          data: {
            email: `${tag()}@example.co.za`,
            password: `Matrix-${randomUUID()}`,
            name: 'Matrix Account',
            role: 'client',
          },
          overrideAccess: true,
          depth: 0,
        })
        cleanup.push({ collection: 'users', id: owner.id })
        return { data: { user: owner.id } }
      }
      case 'user-sessions':
        return {
          data: { sid: randomUUID(), user: users.sales.id, device: 'Matrix', address: null },
        }
      case 'portal-events':
        return { data: { kind: 'message', audience: 'client', summary: tag() } }
      case 'portal-notifications':
        return { data: { email: `${tag()}@example.co.za`, delivery: 'digest' } }
      case 'payload-locked-documents':
        // A lock on no real document: saving a real one would release it mid-test.
        return {
          data: {
            globalSlug: 'access-matrix',
            user: {
              relationTo: 'users',
              value: (userOf(actor) ?? users.sales).id,
            },
          },
        }
      case 'payload-preferences':
        return {
          data: {
            key: tag(),
            value: { matrix: true },
            user: {
              relationTo: 'users',
              value: (userOf(actor) ?? users.sales).id,
            },
          },
        }
      case 'exports':
        return { data: { name: tag(), format: 'csv', collectionSlug: 'enquiries' } }
      case 'imports':
        return {
          data: { collectionSlug: 'enquiries', importMode: 'create' },
          file: {
            data: Buffer.from('name\nx\n'),
            name: `${tag()}.csv`,
            mimetype: 'text/csv',
            size: 4,
          },
        }
      case 'payload-kv':
        return { data: { key: tag(), data: { matrix: true } } }
      case 'payload-jobs':
        // A queue no runner works, so the job is never picked up.
        return { data: { taskSlug: 'sendEmail', queue: 'access-matrix', input: {} } }
      case 'payload-migrations':
        return { data: { name: tag(), batch: -2 } }
      default:
        return undefined
    }
  }

  /** A record stored without access checks, owned by `owner` where the collection has owners. */
  const makeRecord = async (
    slug: CollectionSlug,
    owner?: Actor,
    draft = false,
  ): Promise<string> => {
    let id: string
    if (slug === 'exports' || slug === 'imports') {
      // Upload collections whose records the plugin makes; stored directly so no file is needed.
      // The adapter answers an untyped document.
      const stored = (await payload.db.create({
        collection: slug,
        data: { collectionSlug: 'enquiries', filename: `${tag()}.csv` },
      })) as { id: string }
      id = stored.id
    } else if (slug === 'project-files' && owner && isClient(owner)) {
      // As the portal stores it: uploaded by the client, so the client may delete it.
      const sample = required(await sampleFor(slug, owner), `a sample ${slug} for ${owner}`)
      id = (
        await payload.create({
          collection: slug,
          data: sample.data as never,
          file: sample.file,
          context,
          ...as(owner),
        })
      ).id
    } else if (slug === 'payload-preferences' || slug === 'payload-locked-documents') {
      // Payload ties these to the signed-in user whatever the data says.
      const holder: SignedIn = owner && userOf(owner) ? (owner as SignedIn) : 'sales'
      const sample = required(await sampleFor(slug, holder), `a sample ${slug} for ${holder}`)
      id = (
        await payload.create({
          collection: slug,
          data: sample.data as never,
          user: users[holder],
          overrideAccess: true,
          context,
        })
      ).id
    } else {
      const client = owner === 'clientA' || owner === 'clientB' ? owner : undefined
      const sample = await sampleFor(slug, owner ?? 'admin', client)
      if (!sample)
        throw new Error(
          `no records can be made for ${slug}: add it to sampleFor in accessMatrix.int.spec.ts`,
        )
      const data = payload.collections[slug].config.versions?.drafts
        ? { ...sample.data, _status: draft ? 'draft' : 'published' }
        : sample.data
      id = (
        await payload.create({
          collection: slug,
          data,
          file: sample.file,
          draft,
          overrideAccess: true,
          context,
        })
      ).id
    }
    cleanup.push({ collection: slug, id })
    return id
  }

  /** The stored row, read past access and hooks: what an attempt did or did not change. */
  const snapshot = async (slug: CollectionSlug, id: string) =>
    JSON.stringify(await payload.db.findOne({ collection: slug, where: { id: { equals: id } } }))
  const exists = async (slug: CollectionSlug, id: string) =>
    Boolean(await payload.db.findOne({ collection: slug, where: { id: { equals: id } } }))
  // The app's own background work writes some collections at any time: the runner queues jobs
  // (notification fan-out, emails), and the fan-out adds notification settings. Only the matrix's
  // queue, or the attempt's own address, tells whether an attempt stored a record.
  const attemptWhere = (slug: CollectionSlug, sample?: Sample): Where => {
    if (slug === 'payload-jobs') return { queue: { equals: 'access-matrix' } }
    if (slug === 'portal-notifications' && typeof sample?.data.email === 'string')
      return { email: { equals: sample.data.email } }
    return {}
  }
  const count = async (slug: CollectionSlug, sample?: Sample) =>
    (await payload.db.count({ collection: slug, where: attemptWhere(slug, sample) })).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
    schema = configToSchema(payload.config).schema

    const accounts = portalAccounts()
    const seeded = await seededPortalPeople(payload)
    users.clientA = seeded.ownerA
    users.memberA = seeded.memberA
    users.viewerA = seeded.viewerA
    users.clientB = seeded.ownerB
    users.admin = seeded.admin
    // A staff account per staff role, made for this file: each holds that one role only.
    const staffPasswords = {} as Record<'editor' | 'sales', string>
    for (const staffRole of ['editor', 'sales'] as const) {
      staffPasswords[staffRole] = `Matrix-${staffRole}-${randomUUID()}`
      const staff = await payload.create({
        collection: 'users',
        data: {
          email: `${tag()}@example.co.za`,
          password: staffPasswords[staffRole],
          name: `Matrix ${staffRole}`,
          role: 'staff',
          staffRoles: [staffRole],
        },
        overrideAccess: true,
      })
      cleanup.push({ collection: 'users', id: staff.id })
      users[staffRole] = { ...staff, collection: 'users' }
    }

    const passwords: Record<SignedIn, string> = {
      clientA: accounts.ownerA.password,
      memberA: accounts.memberA.password,
      viewerA: accounts.viewerA.password,
      clientB: accounts.ownerB.password,
      editor: staffPasswords.editor,
      sales: staffPasswords.sales,
      admin: accounts.admin.password,
    }
    for (const actor of Object.keys(passwords) as SignedIn[]) {
      const { token } = await payload.login({
        collection: 'users',
        data: { email: users[actor].email, password: passwords[actor] },
      })
      if (!token) throw new Error(`no token for ${actor}`)
      tokens[actor] = token
    }

    for (const client of ['clientA', 'clientB'] as const) {
      const organisation = users[client].organisation
      if (!organisation) throw new Error(`the seed gives ${client} no organisation`)
      orgs[client] = typeof organisation === 'string' ? organisation : organisation.id
      const { docs } = await payload.find({
        collection: 'projects',
        where: { organisation: { equals: orgs[client] } },
        overrideAccess: true,
        sort: 'createdAt',
        limit: 1,
      })
      if (!docs[0]) throw new Error(`the seed gives ${client} no project`)
      projects[client] = docs[0].id
    }

    // A member of A signs in, then an admin takes them out of A: the token they hold must be nobody's.
    const removedPassword = `Matrix-Removed-${randomUUID()}`
    const removed = await payload.create({
      collection: 'users',
      data: {
        email: `${tag()}@example.co.za`,
        password: removedPassword,
        name: 'Matrix Removed Member',
        role: 'client',
        organisation: orgs.clientA,
        memberRole: 'member',
      },
      overrideAccess: true,
    })
    cleanup.push({ collection: 'users', id: removed.id })
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: removed.email, password: removedPassword },
    })
    if (!signedIn.token) throw new Error('no token for the member to be removed')
    tokens.removedA = signedIn.token
    await payload.update({
      collection: 'users',
      id: removed.id,
      data: { organisation: null },
      user: users.admin,
      overrideAccess: false,
    })
    const seen = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${tokens.removedA}` }),
    })
    if (seen.user) throw new Error('the removed member’s session still signs them in')

    // Records to read, change and fail to delete: one per client where records have owners,
    // a published and a draft one where there are drafts.
    for (const c of collections()) {
      const policy = COLLECTION_POLICY[c.slug]
      if (!policy) continue
      const slug = c.slug
      if (slug === 'users') {
        fixtures.users = (
          ['clientA', 'memberA', 'viewerA', 'clientB', 'editor', 'sales', 'admin'] as const
        ).map((owner) => ({
          id: users[owner].id,
          owner,
        }))
      } else if (slug === 'organisations') {
        // Each client's own organisation: the one record a member may read.
        fixtures[slug] = (['clientA', 'clientB'] as const).map((owner) => ({
          id: orgs[owner],
          owner,
        }))
      } else if (slug === 'payload-preferences') {
        fixtures[slug] = [
          { id: await makeRecord(slug, 'editor'), owner: 'editor' },
          { id: await makeRecord(slug, 'sales'), owner: 'sales' },
          { id: await makeRecord(slug, 'admin'), owner: 'admin' },
        ]
      } else if (policy.owner) {
        fixtures[slug] = [
          { id: await makeRecord(slug, 'clientA'), owner: 'clientA' },
          { id: await makeRecord(slug, 'clientB'), owner: 'clientB' },
        ]
      } else if (c.versions && typeof c.versions === 'object' && c.versions.drafts) {
        fixtures[slug] = [
          { id: await makeRecord(slug, undefined, false), published: true },
          { id: await makeRecord(slug, undefined, true), published: false },
        ]
      } else {
        fixtures[slug] = [{ id: await makeRecord(slug) }]
      }
    }
  })

  afterAll(async () => {
    for (const { collection, id } of cleanup.reverse()) {
      // Through Payload first, so an upload's file goes with its record; straight from the
      // database where Payload's own hooks refuse (records stored without a file).
      await payload
        .delete({ collection, id, overrideAccess: true, context })
        .catch(() => payload.db.deleteOne({ collection, where: { id: { equals: id } } }))
        .catch(() => undefined)
    }
    console.info(`access matrix: ${checks} checks`)
  })

  /** Upload collections also serve the stored file at /api/<slug>/file/<name>, under read access. */
  const checkFileDownloads = async (
    actor: Actor,
    c: SanitizedCollectionConfig,
    all: Fixture[],
    want: string[],
  ): Promise<number> => {
    let done = 0
    for (const fixture of all) {
      const stored = (await payload.db.findOne({
        collection: c.slug,
        where: { id: { equals: fixture.id } },
      })) as Doc | null
      const filename = stored?.filename
      // Export and import records are stored without a file; there is nothing to download.
      if (
        typeof filename !== 'string' ||
        !c.upload.staticDir ||
        !fs.existsSync(nodePath.join(c.upload.staticDir, filename))
      )
        continue
      const response = await restResponse(
        actor,
        'GET',
        `/${c.slug}/file/${encodeURIComponent(filename)}`,
      )
      const label = `${c.slug} file ${filename} (${fixture.owner ?? ''}) as ${actor}`
      if (want.includes(fixture.id)) {
        expect(response.status, label).toBe(200)
        expect((await response.arrayBuffer()).byteLength, label).toBeGreaterThan(0)
      } else {
        expect([403, 404], label).toContain(response.status)
        await response.body?.cancel()
      }
      done++
    }
    return done
  }

  /**
   * Whose a fixture is: the person's own for accounts, preferences and (to delete) a client's
   * uploads; otherwise the organisation's, so every member of A shares A's records.
   */
  const owns = (actor: Actor, fixture: Fixture, slug: string, op: CollectionOperation) =>
    slug === 'users' ||
    slug === 'payload-preferences' ||
    (slug === 'project-files' && op === 'delete')
      ? fixture.owner === actor
      : isClient(actor) && fixture.owner === organisationOf(actor)
  const expected = (
    outcome: Outcome,
    actor: Actor,
    fixture: Fixture,
    slug: string,
    op: CollectionOperation,
  ) =>
    outcome === 'all' ||
    (outcome === 'own' && owns(actor, fixture, slug, op)) ||
    (outcome === 'published' && fixture.published === true)

  // ---- the config walk -----------------------------------------------------------------------

  describe('declarations', () => {
    it('every collection and global in the config has declared access, and nothing stale is declared', () => {
      const collectionSlugs: string[] = collections().map((c) => c.slug)
      const globalSlugs: string[] = payload.config.globals.map((g) => g.slug)
      for (const slug of collectionSlugs)
        expect(COLLECTION_POLICY[slug], `collection ${slug} has no declared access`).toBeDefined()
      for (const slug of globalSlugs)
        expect(GLOBAL_POLICY[slug], `global ${slug} has no declared access`).toBeDefined()
      expect(
        Object.keys(COLLECTION_POLICY).filter((slug) => !collectionSlugs.includes(slug)),
        'declared but not in the config',
      ).toEqual([])
      expect(
        Object.keys(GLOBAL_POLICY).filter((slug) => !globalSlugs.includes(slug)),
        'declared but not in the config',
      ).toEqual([])
    })

    it('every operation of every collection and global sets its own access: no Payload default is left', () => {
      // Payload fills a missing operation with these (any signed-in account) or leaves it
      // undefined, which its operations also read as "any signed-in account".
      const PAYLOAD_DEFAULTS = ['defaultAccess', 'defaultUnlockAccess', 'preferenceAccess']
      const missing: string[] = []
      for (const c of collections()) {
        const ops: string[] = [...COLLECTION_OPERATIONS, ...(logsIn(c) ? ['admin'] : [])]
        for (const op of ops) {
          const fn = (c.access as Record<string, unknown>)[op]
          if (typeof fn !== 'function' || PAYLOAD_DEFAULTS.includes(fn.name))
            missing.push(`collection ${c.slug}: ${op}`)
        }
        if (logsIn(c))
          expect(
            policyOf(c.slug).admin,
            `collection ${c.slug} logs users in: declare its admin access`,
          ).toBeDefined()
      }
      for (const g of payload.config.globals) {
        for (const op of GLOBAL_OPERATIONS) {
          const fn = (g.access as Record<string, unknown>)[op]
          if (typeof fn !== 'function' || PAYLOAD_DEFAULTS.includes(fn.name))
            missing.push(`global ${g.slug}: ${op}`)
        }
      }
      const jobs = payload.config.jobs.access ?? {}
      for (const op of ['run', 'queue', 'cancel'] as const)
        if (typeof jobs[op] !== 'function') missing.push(`jobs: ${op}`)
      expect(missing).toEqual([])
    })

    it('operations that do not apply (versions without versioning, unlocking without logins) refuse everyone', async () => {
      for (const c of collections()) {
        const policy = policyOf(c.slug)
        const inapplicable = [
          ...(c.versions ? [] : ['readVersions' as const]),
          ...(logsIn(c) ? [] : ['unlock' as const]),
        ]
        for (const op of inapplicable) {
          expect(
            Object.values(policy[op]),
            `${c.slug} ${op} is declared but cannot be exercised`,
          ).toEqual(POLICY_ROLES.map(() => 'none'))
          for (const actor of ACTORS) {
            const req = await createLocalReq({ user: userOf(actor) }, payload)
            expect(await c.access[op]({ req }), `${c.slug} ${op} as ${actor}`).toBeFalsy()
            checks++
          }
        }
      }
      for (const g of payload.config.globals) {
        if (g.versions) continue
        for (const actor of ACTORS) {
          const req = await createLocalReq({ user: userOf(actor) }, payload)
          expect(
            await g.access.readVersions({ req }),
            `${g.slug} readVersions as ${actor}`,
          ).toBeFalsy()
          checks++
        }
      }
    })
  })

  // ---- the matrix ----------------------------------------------------------------------------

  describe.each(PATHS)('through %s', (path) => {
    const collectionsOnPath = () => collections().filter((c) => pathsFor(c).includes(path))

    it('read: each actor lists and opens exactly the records the policy gives them', async () => {
      for (const c of collectionsOnPath()) {
        const all = fixturesOf(c.slug)
        for (const actor of ACTORS) {
          const outcome = outcomeOf(c.slug, 'read', actor)
          const want = all
            .filter((f) => expected(outcome, actor, f, c.slug, 'read'))
            .map((f) => f.id)
            .sort()
          const got = await list(
            path,
            actor,
            c,
            all.map((f) => f.id),
          )
          if (outcome === 'none')
            expect(
              got === 'denied' || got.length === 0,
              `${c.slug} read as ${actor}: ${JSON.stringify(got)}`,
            ).toBe(true)
          else expect(got, `${c.slug} list as ${actor}`).toEqual(want)
          for (const fixture of all) {
            if (path === 'rest' && byIdShadowed(c, 'get')) continue
            expect(
              await findById(path, actor, c, fixture.id),
              `${c.slug} ${fixture.id} (${fixture.owner ?? ''}) by id as ${actor}`,
            ).toBe(want.includes(fixture.id))
          }
          checks += 1 + all.length
          if (path === 'rest' && takesFiles(c))
            checks += await checkFileDownloads(actor, c, all, want)
        }
      }
    })

    it('create: allowed actors store a record; everyone else is refused and nothing is stored', async () => {
      for (const c of collectionsOnPath()) {
        for (const actor of ACTORS) {
          const outcome = outcomeOf(c.slug, 'create', actor)
          const known = await sampleFor(c.slug, actor)
          const sample = known ?? { data: {} }
          const before = await count(c.slug, sample)
          const result = await create(path, actor, c, sample)
          const label = `${c.slug} create as ${actor}`
          checks++
          if (outcome === 'none') {
            expect(result, label).toMatchObject({ ok: false, refusal: 'forbidden' })
            expect(await count(c.slug, sample), `${label} stored nothing`).toBe(before)
            continue
          }
          if (result.ok) {
            cleanup.push({ collection: c.slug, id: result.value })
            expect(await exists(c.slug, result.value), label).toBe(true)
          } else {
            // GraphQL carries no file, and some records are the plugin's own to make: the refusal
            // must then be about the input, never about access.
            expect(result.refusal, `${label}: ${result.message}`).toBe('invalid')
            expect(
              !known || (path === 'graphql' && Boolean(sample.file)),
              `${label} failed: ${result.message}`,
            ).toBe(true)
          }
          if (outcome === 'own' && isClient(actor)) {
            // Nothing goes onto the other client's project.
            const intruding = required(
              await sampleFor(c.slug, actor, otherClient(actor)),
              `a sample ${c.slug} on ${otherClient(actor)}'s project`,
            )
            const beforeIntrusion = await count(c.slug, intruding)
            const refused = await create(path, actor, c, intruding)
            if (refused.ok) cleanup.push({ collection: c.slug, id: refused.value })
            expect(refused.ok, `${label} on the other client's project`).toBe(false)
            expect(await count(c.slug, intruding)).toBe(beforeIntrusion)
            checks++
          }
        }
      }
    })

    it('update: allowed actors change the record; everyone else is refused and it stays as it was', async () => {
      for (const c of collectionsOnPath()) {
        for (const actor of ACTORS) {
          const outcome = outcomeOf(c.slug, 'update', actor)
          for (const fixture of fixturesOf(c.slug)) {
            const before = await snapshot(c.slug, fixture.id)
            const allowed = expected(outcome, actor, fixture, c.slug, 'update')
            const result = await update(path, actor, c, fixture.id)
            const label = `${c.slug} ${fixture.owner ?? ''} update as ${actor}`
            if (allowed)
              expect(result.ok, `${label}: ${result.ok ? '' : result.message}`).toBe(true)
            else {
              expect(result.ok, label).toBe(false)
              if (!result.ok) expect(['forbidden', 'notFound'], label).toContain(result.refusal)
              expect(await snapshot(c.slug, fixture.id), `${label} left it unchanged`).toBe(before)
            }
            checks++
          }
        }
      }
    })

    it('delete: allowed actors delete; everyone else is refused and the record stays', async () => {
      for (const c of collectionsOnPath()) {
        for (const actor of ACTORS) {
          const outcome = outcomeOf(c.slug, 'delete', actor)
          const label = `${c.slug} delete as ${actor}`
          if (path === 'rest' && byIdShadowed(c, 'delete')) continue
          if (outcome === 'all' || outcome === 'own') {
            const owner = outcome === 'own' ? actor : policyOf(c.slug).owner ? 'clientB' : undefined
            const id =
              c.slug === 'users' ? await makeRecord('users') : await makeRecord(c.slug, owner)
            const result = await remove(path, actor, c, id)
            expect(result.ok, `${label}: ${result.ok ? '' : result.message}`).toBe(true)
            expect(await exists(c.slug, id), `${label} removed it`).toBe(false)
            checks++
          }
          for (const fixture of fixturesOf(c.slug)) {
            if (expected(outcome, actor, fixture, c.slug, 'delete')) continue
            const result = await remove(path, actor, c, fixture.id)
            expect(result.ok, `${label} of ${fixture.owner ?? fixture.id}`).toBe(false)
            expect(
              await exists(c.slug, fixture.id),
              `${label} left ${fixture.owner ?? fixture.id} in place`,
            ).toBe(true)
            checks++
          }
        }
      }
    })

    it('readVersions: only where versions are kept, and only for the actors the policy names', async () => {
      for (const c of collectionsOnPath().filter((c) => c.versions)) {
        const rule = policyOf(c.slug).readVersions
        for (const actor of ACTORS) {
          const result = await readVersions(path, actor, c)
          expect(result.ok, `${c.slug} versions as ${actor}`).toBe(rule[roleOf(actor)] !== 'none')
          checks++
        }
      }
    })

    it('unlock and the admin panel: only for the actors the policy names', async () => {
      for (const c of collectionsOnPath().filter(logsIn)) {
        const policy = policyOf(c.slug)
        for (const actor of ACTORS) {
          const unlocked = await unlock(path, actor, c, SECOND_CLIENT.email)
          expect(unlocked.ok, `${c.slug} unlock as ${actor}`).toBe(
            policy.unlock[roleOf(actor)] !== 'none',
          )
          expect(await canAccessAdmin(path, actor, c), `${c.slug} admin as ${actor}`).toBe(
            policy.admin?.[roleOf(actor)] !== 'none',
          )
          checks += 2
        }
      }
    })

    it('globals: everyone reads what the policy allows; only the named actors save', async () => {
      for (const g of payload.config.globals) {
        const policy = GLOBAL_POLICY[g.slug]
        if (!policy)
          throw new Error(
            `global ${g.slug} has no declared access: add it to tests/helpers/accessPolicy.ts`,
          )
        for (const actor of ACTORS) {
          expect(await readGlobal(path, actor, g.slug), `${g.slug} read as ${actor}`).toBe(
            policy.read[roleOf(actor)] !== 'none',
          )
          const before = await storedGlobal(g.slug)
          const result = await updateGlobal(path, actor, g.slug)
          if (policy.update[roleOf(actor)] !== 'none')
            expect(result.ok, `${g.slug} update as ${actor}`).toBe(true)
          else {
            expect(result, `${g.slug} update as ${actor}`).toMatchObject({
              ok: false,
              refusal: 'forbidden',
            })
            expect(await storedGlobal(g.slug), `${g.slug} unchanged`).toBe(before)
          }
          checks += 2
        }
      }
    })
  })

  describe('admin preferences over REST, which Payload serves by key', () => {
    it('clients and visitors reach none of them; agency accounts read, save and delete only their own', async () => {
      const key = tag()
      for (const actor of ['anonymous', 'clientA', 'clientB'] as const) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const r = await rest(
            actor,
            method,
            `/payload-preferences/${key}`,
            method === 'POST' ? { value: { x: 1 } } : undefined,
          )
          expect(r, `${method} preference as ${actor}`).toMatchObject({
            ok: false,
            refusal: 'forbidden',
          })
          checks++
        }
      }
      expect(
        await payload.db.count({
          collection: 'payload-preferences',
          where: { key: { equals: key } },
        }),
      ).toEqual({ totalDocs: 0 })

      const saved = await rest('editor', 'POST', `/payload-preferences/${key}`, {
        value: { columns: ['name'] },
      })
      expect(saved.ok).toBe(true)
      const own = await rest('editor', 'GET', `/payload-preferences/${key}`)
      expect(own.ok && own.value.value).toEqual({ columns: ['name'] })
      // The same key read by anyone else is their own (none), never the editor's.
      for (const actor of ['sales', 'admin'] as const) {
        const other = await rest(actor, 'GET', `/payload-preferences/${key}`)
        expect(other.ok && other.value.value, `as ${actor}`).toBeNull()
      }
      expect((await rest('editor', 'DELETE', `/payload-preferences/${key}`)).ok).toBe(true)
      expect(
        await payload.db.count({
          collection: 'payload-preferences',
          where: { key: { equals: key } },
        }),
      ).toEqual({ totalDocs: 0 })
      checks += 4
    })
  })

  describe("the config's own endpoints", () => {
    it('answer only the actors the policy names; the rest get 401 or 403', async () => {
      // Payload's Next route adds endpoints of its own on its first request, as in production.
      await REST_GET(payload.config)(new Request(`${payload.config.serverURL}/api/access`), {
        params: Promise.resolve({ slug: ['access'] }),
      })
      const declared = new Set(Object.keys(ENDPOINT_POLICY))
      for (const endpoint of payload.config.endpoints) {
        const key = `${endpoint.method} ${endpoint.path}`
        const policy = ENDPOINT_POLICY[key]
        if (!policy)
          throw new Error(
            `endpoint ${key} has no declared access: add it to tests/helpers/accessPolicy.ts`,
          )
        declared.delete(key)
        for (const actor of ACTORS) {
          const response = await restResponse(
            actor,
            endpoint.method.toUpperCase(),
            endpoint.path,
            policy.probe,
          )
          if (policy.gone) expect(response.status, `${key} as ${actor}`).toBe(404)
          else if (policy.rule[roleOf(actor)] === 'none')
            expect([401, 403], `${key} as ${actor}`).toContain(response.status)
          else expect(response.status, `${key} as ${actor}`).toBe(200)
          checks++
        }
      }
      expect([...declared], 'declared endpoints the config no longer has').toEqual([])
    })
  })

  describe('the leads CSV download (/api/exports/download)', () => {
    it('gives the leads only to the actors the policy names; the rest get 401 or 403 and no lead', async () => {
      for (const [slug, rule] of Object.entries(LEADS_DOWNLOAD_POLICY)) {
        const [fixture] = fixturesOf(slug)
        if (!fixture) throw new Error(`no ${slug} fixture`)
        const stored = JSON.parse(await snapshot(slug as CollectionSlug, fixture.id)) as Doc
        const message = String(stored.message)
        for (const actor of ACTORS) {
          const response = await restResponse(actor, 'POST', '/exports/download', {
            data: {
              collectionSlug: slug,
              format: 'csv',
              where: { id: { equals: fixture.id } },
              fields: ['id', 'message'],
            },
          })
          const text = await response.text()
          const label = `${slug} download as ${actor}`
          if (rule[roleOf(actor)] === 'none') {
            expect([401, 403], label).toContain(response.status)
            expect(text, label).not.toContain(message)
          } else {
            expect(response.status, label).toBe(200)
            expect(text, label).toContain(message)
          }
          checks++
        }
      }
    })
  })

  describe('collections without a REST or GraphQL API', () => {
    it('answer no REST request and have no GraphQL type', async () => {
      for (const c of collections()) {
        if (!hasRest(c)) {
          const request = new Request(`${payload.config.serverURL}/api/${c.slug}`, {
            headers: { Authorization: `JWT ${tokens.admin}` },
          })
          const response = await handleEndpoints({ config: payload.config, request })
          // Payload answers 501 Not Implemented for a collection with its endpoints switched off.
          expect([404, 501], `${c.slug} over REST`).toContain(response.status)
          expect(JSON.stringify(await response.json())).not.toContain('"docs"')
        }
        if (!hasGraphQL(c))
          expect(
            schema.getQueryType()?.getFields()[gqlNames(c).plural],
            `${c.slug} in GraphQL`,
          ).toBeUndefined()
      }
    })
  })
})
