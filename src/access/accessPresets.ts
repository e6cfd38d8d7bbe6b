import type { Access, CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { canContribute } from './canContribute'
import { isStaff } from './isStaff'
import { isStaffOrMember } from './isStaffOrMember'
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
 * A client organisation's portal records: staff see all, a client only their organisation's.
 * Owners and members may create (a viewer only reads): the collection's beforeValidate hook ties
 * the record to the project's organisation and refuses another organisation's project.
 */
export const clientRecords = (organisationField = 'organisation'): CollectionAccess => ({
  ...staffEdits(isStaffOrMember(organisationField)),
  create: canContribute,
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
