import type { Access, CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { isSignedIn } from './isSignedIn'
import { isStaff } from './isStaff'
import { isStaffOrOwner } from './isStaffOrOwner'
import { nobody } from './nobody'
import { publishedOrStaff } from './publishedOrStaff'

type CollectionAccess = NonNullable<CollectionConfig['access']>
type GlobalAccess = NonNullable<GlobalConfig['access']>

/** Every operation refused: the base for Payload's internal collections and server-written logs. */
export const closedAccess = {
  create: nobody,
  read: nobody,
  update: nobody,
  delete: nobody,
  readVersions: nobody,
  unlock: nobody,
} satisfies CollectionAccess

/** `read` decides who sees; only staff write; no versions or unlocking through the API. */
export const staffEdits = (read: Access): CollectionAccess => ({
  ...closedAccess,
  read,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
})

/** Drafted site content: the public reads published versions, staff read drafts and history and edit. */
export const publishedContent: CollectionAccess = {
  ...staffEdits(publishedOrStaff),
  readVersions: isStaff,
}

/**
 * A client's own portal records: staff see all, a client only those whose `ownerField` is them.
 * Any signed-in user may create: the collection's beforeValidate hook forces the owner and
 * refuses someone else's project, so access alone says nothing about ownership.
 */
export const clientRecords = (ownerField: string): CollectionAccess => ({
  ...staffEdits(isStaffOrOwner(ownerField)),
  create: isSignedIn,
})

/** Site-wide settings the public pages read; staff edit, no drafts. */
export const publicSettings = {
  read: anyone,
  update: isStaff,
  readVersions: nobody,
} satisfies GlobalAccess

/** A drafted page global: the public reads the published version, staff drafts and history. */
export const publishedPage = {
  read: publishedOrStaff,
  update: isStaff,
  readVersions: isStaff,
} satisfies GlobalAccess
