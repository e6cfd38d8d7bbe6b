import type { Access, CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { canContribute } from './canContribute'
import { isAdmin } from './isAdmin'
import { isEditor } from './isEditor'
import { isSales } from './isSales'
import { isSalesOrMember } from './isSalesOrMember'
import { nobody } from './nobody'
import { publishedOrContentReader } from './publishedOrContentReader'
import { publishedOrEditor } from './publishedOrEditor'

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

/** `read` decides who sees; only `write` changes; no versions or unlocking through the API. */
export const editedBy = (write: Access, read: Access): CollectionAccess => ({
  ...closedAccess,
  read,
  create: write,
  update: write,
  delete: write,
})

/** Drafted site content: the public reads published versions, editors read drafts and history and edit. */
export const publishedContent: CollectionAccess = {
  ...editedBy(isEditor, publishedOrEditor),
  readVersions: isEditor,
}

/** Drafted content that sells (case studies, testimonials): as publishedContent, sales read drafts too. */
export const salesContent: CollectionAccess = {
  ...publishedContent,
  read: publishedOrContentReader,
}

/** Sales' records (the portal's organisations and projects): `read` decides who else sees. */
export const salesEdits = (read: Access): CollectionAccess => editedBy(isSales, read)

/**
 * A client organisation's portal records: sales see all, a client only their organisation's.
 * Owners and members may create (a viewer only reads): the collection's beforeValidate hook ties
 * the record to the project's organisation and refuses another organisation's project.
 */
export const clientRecords = (organisationField = 'organisation'): CollectionAccess => ({
  ...salesEdits(isSalesOrMember(organisationField)),
  create: canContribute,
})

/** Content settings the public pages read (the estimator); editors change them, no drafts. */
export const publicSettings = {
  read: anyone,
  update: isEditor,
  readVersions: nobody,
} satisfies GlobalAccess

/** Site-wide settings the public pages read (contact details, figures): only an admin changes them. */
export const adminSettings = {
  ...publicSettings,
  update: isAdmin,
} satisfies GlobalAccess

/** A drafted page global: the public reads the published version, editors drafts and history. */
export const publishedPage = {
  read: publishedOrEditor,
  update: isEditor,
  readVersions: isEditor,
} satisfies GlobalAccess
