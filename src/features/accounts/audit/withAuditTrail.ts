import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
  SanitizedCollectionConfig,
  TypeWithID,
} from 'payload'

import { isPersonalCollection, UNAUDITED_COLLECTIONS } from './auditPolicy'
import { changedFields, trackedFields, valueChanges } from './changedFields'
import { writeAuditEntry, type AuditEntry } from './recordAudit'

type Doc = TypeWithID & Record<string, unknown>

/** The fields that carry a user's roles; whichever the users collection has. */
const ROLE_FIELDS = ['role', 'roles']

const titleOf = (collection: SanitizedCollectionConfig, doc: Doc): string | null => {
  if (isPersonalCollection(collection.slug)) return null
  const title = doc[collection.admin.useAsTitle ?? 'id']
  return typeof title === 'string' ? title : null
}

const describeValue = (value: unknown): string => JSON.stringify(value ?? null)

/** Only changes made by a signed-in person; the server's own work (jobs, seeds, retention) is not theirs. */
const byPerson = (req: PayloadRequest): boolean => Boolean(req.user)

/** Payload drops the new password from `data` once hashed, and the hash is hidden from every read. */
const passwordChanges = (req: PayloadRequest): Set<string> => {
  const noted = req.context.auditPasswordChanges
  if (noted instanceof Set) return noted as Set<string>
  const created = new Set<string>()
  req.context.auditPasswordChanges = created
  return created
}
const passwordKey = (id: string | number | undefined) => String(id ?? 'new')

const notePasswordChange: CollectionBeforeChangeHook<Doc> = ({ data, originalDoc, req }) => {
  if (typeof data.password === 'string' && data.password)
    passwordChanges(req).add(passwordKey(originalDoc?.id))
  return data
}

const recordCollectionChange: CollectionAfterChangeHook<Doc> = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (!byPerson(req)) return doc
  const names = trackedFields(collection.flattenedFields)
  const before: Record<string, unknown> = operation === 'create' ? {} : previousDoc
  const fields = changedFields(names, before, doc)
  const key = passwordKey(operation === 'create' ? undefined : doc.id)
  if (passwordChanges(req).delete(key)) fields.push('password')
  if (operation === 'update' && fields.length === 0) return doc
  const personal = isPersonalCollection(collection.slug)
  const target = {
    kind: 'collection',
    slug: collection.slug,
    id: String(doc.id),
    title: titleOf(collection, doc),
  } as const
  await writeAuditEntry(
    req.payload,
    {
      action: operation,
      target,
      fields,
      ...(personal ? {} : { changes: valueChanges(fields, before, doc) }),
    },
    req,
  )
  const isUsers = collection.slug === req.payload.config.admin.user
  const roleFields = isUsers ? fields.filter((name) => ROLE_FIELDS.includes(name)) : []
  if (operation === 'update' && roleFields.length > 0) {
    const details = roleFields
      .map((name) => `${name}: ${describeValue(before[name])} → ${describeValue(doc[name])}`)
      .join('; ')
    await writeAuditEntry(
      req.payload,
      { action: 'role-change', target, fields: roleFields, details },
      req,
    )
  }
  return doc
}

const recordCollectionDelete: CollectionAfterDeleteHook<Doc> = async ({ collection, doc, req }) => {
  if (!req.user) return doc
  // Someone removing their own account: the entry keeps their address, the row is gone.
  const removedSelf = collection.slug === req.payload.config.admin.user && doc.id === req.user.id
  const entry: AuditEntry = {
    action: 'delete',
    ...(removedSelf ? { actor: { id: null, email: req.user.email } } : {}),
    target: {
      kind: 'collection',
      slug: collection.slug,
      id: String(doc.id),
      title: titleOf(collection, doc),
    },
  }
  await writeAuditEntry(req.payload, entry, req)
  return doc
}

const recordGlobalChange: GlobalAfterChangeHook = async (args) => {
  const { global, req } = args
  const doc = args.doc as Doc
  const previousDoc = args.previousDoc as Doc
  if (!byPerson(req)) return doc
  const fields = changedFields(trackedFields(global.flattenedFields), previousDoc, doc)
  if (fields.length === 0) return doc
  await writeAuditEntry(
    req.payload,
    {
      action: 'update',
      target: {
        kind: 'global',
        slug: global.slug,
        title: typeof global.label === 'string' ? global.label : global.slug,
      },
      fields,
      changes: valueChanges(fields, previousDoc, doc),
    },
    req,
  )
  return doc
}

const auditCollection = (collection: CollectionConfig): CollectionConfig =>
  UNAUDITED_COLLECTIONS.has(collection.slug)
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeChange: [...(collection.hooks?.beforeChange ?? []), notePasswordChange],
          // Last, so the entry sees the document as the other hooks left it.
          afterChange: [...(collection.hooks?.afterChange ?? []), recordCollectionChange],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), recordCollectionDelete],
        },
      }

const auditGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: {
    ...global.hooks,
    afterChange: [...(global.hooks?.afterChange ?? []), recordGlobalChange],
  },
})

/**
 * The audit trail for every collection and global of the config (README: "Audit trail"): each
 * create, update and delete by a signed-in person writes an entry in the same transaction.
 * A plugin, placed after the plugins that add collections, so theirs are covered too.
 */
export const withAuditTrail = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(auditCollection),
  globals: (config.globals ?? []).map(auditGlobal),
})
