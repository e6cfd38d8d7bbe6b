import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

import { endAllSessions } from '@/features/accounts/sessions/endSessions'

const PASSWORD_CHANGED = 'passwordChanged'

/** Payload takes the password out of the data before afterChange: note the change while it is there. */
export const notePasswordChange: CollectionBeforeChangeHook<User> = ({ data, operation, req }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password !== '')
    req.context[PASSWORD_CHANGED] = true
  return data
}

/**
 * A new password ends every session, wherever it was set (the admin's account page, an admin
 * setting someone's password, the portal's change form, which then signs the person in again).
 */
export const endSessionsOnPasswordChange: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context[PASSWORD_CHANGED] !== true) return doc
  req.context[PASSWORD_CHANGED] = false
  await endAllSessions(req.payload, doc.id, req, 'Password changed')
  return doc
}
