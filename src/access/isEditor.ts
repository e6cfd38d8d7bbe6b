import type { Access, FieldAccess } from 'payload'

import { hasEditorRole } from './roles'

/** An admin, or staff with the editor role: the site's content, its drafts and preview. */
export const isEditor: Access = ({ req: { user } }) => hasEditorRole(user)

/** Field-level variant of isEditor. */
export const isEditorField: FieldAccess = ({ req: { user } }) => hasEditorRole(user)
