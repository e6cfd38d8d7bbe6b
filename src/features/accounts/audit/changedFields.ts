import { isDeepStrictEqual } from 'node:util'

import type { ValueChange } from './recordAudit'

type NamedField = { name: string; hidden?: boolean }

/** Bookkeeping every document has; a change of these alone is no change. */
const NOT_TRACKED = new Set(['id', 'createdAt', 'updatedAt'])

/** The top-level fields an entry may name: hidden ones (a password hash, the sessions) never. */
export const trackedFields = (fields: readonly { name?: string; hidden?: boolean }[]): string[] =>
  fields
    .filter((field): field is NamedField => typeof field.name === 'string' && !field.hidden)
    .map((field) => field.name)
    .filter((name) => !NOT_TRACKED.has(name))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A populated related document compares as its id: `previousDoc` is read at depth 0 and `doc` at
 * the caller's depth, so the same relation can arrive as an id or as a whole document.
 */
const comparable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(comparable)
  if (!isRecord(value)) return value ?? null
  if ('id' in value && ('createdAt' in value || 'updatedAt' in value)) return value.id
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, comparable(inner)]))
}

/** The names of the fields whose value differs between two versions of a document. */
export function changedFields(
  names: readonly string[],
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): string[] {
  return names.filter(
    (name) => !isDeepStrictEqual(comparable(before?.[name]), comparable(after?.[name])),
  )
}

/** Old and new values of the named fields, compared as above. */
export const valueChanges = (
  names: readonly string[],
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, ValueChange> =>
  Object.fromEntries(
    names.map((name) => [
      name,
      { from: comparable(before?.[name]), to: comparable(after?.[name]) },
    ]),
  )
