import type { CollectionConfig } from 'payload'

import { canAccessAdmin } from '@/access/canAccessAdmin'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isSalesOrSelf } from '@/access/isSalesOrSelf'
import { nobody } from '@/access/nobody'
import { MEMBER_ROLES, PORTAL_ROLE, ROLES, STAFF_ROLES, hasSalesRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { env } from '@/env'
import { PASSWORD_RESET_EXPIRATION_MS } from '@/validation/limits'

import { enforcePasswordPolicy } from './hooks/enforcePasswordPolicy'
import { endSessionsOnAccessChange } from './hooks/endSessionsOnAccessChange'
import {
  endSessionsOnPasswordChange,
  notePasswordChange,
} from './hooks/endSessionsOnPasswordChange'
import { equaliseLoginFailures } from './hooks/equaliseLoginFailures'
import { keepFailedCodeCount } from './hooks/keepFailedCodeCount'
import { giveBackLoginAttempt, limitLoginAttempts } from './hooks/limitLoginAttempts'
import { hideLoginFailureReason, recordLogin, recordLogout } from './hooks/recordSessionEvents'
import { forgetSessionOnLogout, recordSessionStart } from './hooks/recordSessionStart'
import { portalPreferenceFields } from './portalPreferenceFields'
import { resetPasswordEmailHTML, resetPasswordEmailSubject } from './resetPasswordEmail'
import { resetSecondFactorEndpoint } from './resetSecondFactorEndpoint'
import { sessionEndpoints } from './sessionEndpoints'
import { sessionListEndpoints } from './sessionListEndpoints'

const isProduction = env.isProduction

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'staffRoles', 'organisation', 'memberRole'],
    group: 'Accounts',
    // An editor has only their own account, which the admin opens from the account menu.
    hidden: shownOnlyTo(hasSalesRole),
  },
  auth: {
    tokenExpiration: 60 * 60 * 24,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Secure in production; Lax keeps the session off cross-site form posts.
    cookies: {
      sameSite: 'Lax',
      secure: isProduction,
    },
    // Reset links (to the configured serverURL, see payload.config.ts) work for one hour.
    forgotPassword: {
      expiration: PASSWORD_RESET_EXPIRATION_MS,
      generateEmailHTML: resetPasswordEmailHTML,
      generateEmailSubject: resetPasswordEmailSubject,
    },
  },
  hooks: {
    // The address limit first: a refused attempt costs no lookup and no hash.
    beforeOperation: [limitLoginAttempts, equaliseLoginFailures, enforcePasswordPolicy],
    afterLogin: [giveBackLoginAttempt, keepFailedCodeCount, recordSessionStart, recordLogin],
    beforeChange: [notePasswordChange],
    afterChange: [endSessionsOnAccessChange, endSessionsOnPasswordChange],
    afterLogout: [forgetSessionOnLogout, recordLogout],
    afterError: [hideLoginFailureReason],
  },
  // Payload's sign-in, sign-out, refresh and reset, each holding the account's session-list lock.
  endpoints: [...sessionListEndpoints, resetSecondFactorEndpoint, ...sessionEndpoints],
  access: {
    admin: canAccessAdmin,
    create: isAdmin,
    read: isSalesOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: nobody,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'company', type: 'text', maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'client',
      options: ROLES.map((role) => ({
        label: role.charAt(0).toUpperCase() + role.slice(1),
        value: role,
      })),
      saveToJWT: true,
      // A client can never promote itself: only an admin sets roles.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'staffRoles',
      label: 'Staff roles',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Editor (content, drafts, preview)', value: 'editor' },
        { label: 'Sales (leads, data-rights export, client portal)', value: 'sales' },
      ] satisfies { value: (typeof STAFF_ROLES)[number]; label: string }[],
      saveToJWT: true,
      // Least privilege: only an admin gives or takes a staff role (README: "Roles").
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        condition: (data) => data.role === 'staff',
        description: 'What this staff account may do. An admin may do everything.',
      },
    },
    {
      name: 'organisation',
      type: 'relationship',
      relationTo: 'organisations',
      index: true,
      // Membership is the agency's to give (invitations) and take away; never the person's own.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        condition: (data) => data.role === PORTAL_ROLE,
        description: 'The client organisation whose projects this person sees. Empty: none.',
      },
    },
    {
      name: 'memberRole',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: [
        { label: 'Owner (also invites and removes people)', value: 'owner' },
        { label: 'Member (posts, uploads, approves)', value: 'member' },
        { label: 'Viewer (reads only)', value: 'viewer' },
      ] satisfies { value: (typeof MEMBER_ROLES)[number]; label: string }[],
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', condition: (data) => data.role === PORTAL_ROLE },
    },
    ...portalPreferenceFields,
    {
      // A button, no column: admins reset a person's second factor (README "Second factor").
      name: 'secondFactorReset',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/components/admin/ResetSecondFactorButton#ResetSecondFactorButton' },
      },
    },
    {
      // A button, no column: admins sign a person out everywhere (README "Sessions").
      name: 'endAllSessions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/components/admin/EndAllSessionsButton#EndAllSessionsButton' },
      },
    },
    {
      // The person's own open sessions, on their account page only (README "Sessions").
      name: 'yourSessions',
      type: 'ui',
      admin: { components: { Field: '/components/admin/YourSessions#YourSessions' } },
    },
  ],
}
