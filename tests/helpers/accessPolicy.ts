/**
 * Who may do what, declared once for every collection and global the Payload config holds,
 * Payload's own collections included. tests/int/accessMatrix.int.spec.ts walks the built config
 * and checks each cell through the Local API, REST and GraphQL; a collection or global missing
 * here fails that test until its access is declared.
 */

export const POLICY_ROLES = ['anonymous', 'client', 'staff', 'admin'] as const
export type PolicyRole = (typeof POLICY_ROLES)[number]

/**
 * all: every record. own: only the actor's own records: for portal records those of the actor's
 * client organisation (one organisation never reaches another's), for users their own account. published: published versions only. none: refused.
 */
export type Outcome = 'all' | 'own' | 'published' | 'none'
export type Rule = Readonly<Record<PolicyRole, Outcome>>

export const COLLECTION_OPERATIONS = [
  'create',
  'read',
  'update',
  'delete',
  'readVersions',
  'unlock',
] as const
export type CollectionOperation = (typeof COLLECTION_OPERATIONS)[number]
export const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const
export type GlobalOperation = (typeof GLOBAL_OPERATIONS)[number]

/** A client's member role; the 'client' column of a rule is an owner's, unless limited below. */
export type MemberRole = 'owner' | 'member' | 'viewer'

export type CollectionPolicy = Readonly<Record<CollectionOperation, Rule>> & {
  /** The field that says whose a record is, where any rule is 'own'. */
  owner?: string
  /** Less than an owner may do, for the other member roles of the same organisation. */
  memberRoles?: Partial<Record<MemberRole, Partial<Record<CollectionOperation, Outcome>>>>
  /** Admin panel access; auth collections only. */
  admin?: Rule
}
export type GlobalPolicy = Readonly<Record<GlobalOperation, Rule>>

const rule = (anonymous: Outcome, client: Outcome, staff: Outcome, admin: Outcome): Rule => ({
  anonymous,
  client,
  staff,
  admin,
})

const everyone = rule('all', 'all', 'all', 'all')
const noOne = rule('none', 'none', 'none', 'none')
const staffOnly = rule('none', 'none', 'all', 'all')
const adminOnly = rule('none', 'none', 'none', 'all')
const ownOrStaff = rule('none', 'own', 'all', 'all')

/** Versions and unlocking do not apply to most collections: refused for everyone. */
const notApplicable = { readVersions: noOne, unlock: noOne }

/** Public content: everyone reads, the agency edits. */
const content: CollectionPolicy = {
  read: everyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
  ...notApplicable,
}

/** Public content with drafts (preview, live preview): the public reads published versions only. */
const drafted: CollectionPolicy = {
  ...content,
  read: rule('published', 'published', 'all', 'all'),
  readVersions: staffOnly,
}

/** Leads: visitors submit through the site's forms only, never through the API; staff work them. */
const leads: CollectionPolicy = {
  read: staffOnly,
  create: noOne,
  update: staffOnly,
  delete: staffOnly,
  ...notApplicable,
}

/** The server's own records: the Local API with overrideAccess only. */
const serverOnly: CollectionPolicy = {
  read: noOne,
  create: noOne,
  update: noOne,
  delete: noOne,
  ...notApplicable,
}

export const COLLECTION_POLICY: Readonly<Record<string, CollectionPolicy>> = {
  services: drafted,
  plans: drafted,
  templates: drafted,
  pages: drafted,
  media: content,
  enquiries: leads,
  callbacks: leads,
  organisations: {
    owner: 'id',
    read: ownOrStaff,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    ...notApplicable,
  },
  projects: {
    owner: 'organisation',
    read: ownOrStaff,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    ...notApplicable,
  },
  // A client uploads to their own projects and deletes only what they uploaded themselves.
  // A viewer reads only.
  'project-files': {
    owner: 'organisation',
    read: ownOrStaff,
    create: ownOrStaff,
    update: staffOnly,
    delete: ownOrStaff,
    memberRoles: { viewer: { create: 'none', delete: 'none' } },
    ...notApplicable,
  },
  messages: {
    owner: 'organisation',
    read: ownOrStaff,
    create: ownOrStaff,
    update: staffOnly,
    delete: staffOnly,
    memberRoles: { viewer: { create: 'none' } },
    ...notApplicable,
  },
  feedback: {
    owner: 'organisation',
    read: ownOrStaff,
    create: ownOrStaff,
    update: staffOnly,
    delete: staffOnly,
    memberRoles: { viewer: { create: 'none' } },
    ...notApplicable,
  },
  // Staff ask for approval; an owner or member decides their organisation's pending rounds only
  // (tests/int/approvals.int.spec.ts: viewers, decided rounds and the fields a client may set).
  approvals: {
    owner: 'organisation',
    read: ownOrStaff,
    create: staffOnly,
    update: ownOrStaff,
    delete: staffOnly,
    memberRoles: { viewer: { update: 'none' } },
    ...notApplicable,
  },
  // Staff invite to any organisation; a client owner reads, creates, revokes and resends their own
  // organisation's only, members and viewers nothing (tests/int/invitations.int.spec.ts).
  invitations: {
    owner: 'organisation',
    read: ownOrStaff,
    create: ownOrStaff,
    update: ownOrStaff,
    delete: staffOnly,
    memberRoles: {
      member: { read: 'none', create: 'none', update: 'none' },
      viewer: { read: 'none', create: 'none', update: 'none' },
    },
    ...notApplicable,
  },
  users: {
    owner: 'id',
    read: rule('none', 'own', 'all', 'all'),
    create: adminOnly,
    update: rule('none', 'own', 'own', 'all'),
    delete: adminOnly,
    readVersions: noOne,
    unlock: adminOnly,
    admin: staffOnly,
  },
  'security-events': { ...serverOnly, read: staffOnly },
  // Second factors (src/lib/secondFactor): secrets, read and written by server code only.
  'second-factors': serverOnly,
  // Portal notifications (src/lib/portalNotifications): written and read by server code only.
  'portal-events': serverOnly,
  'portal-notifications': serverOnly,
  exports: {
    read: staffOnly,
    create: staffOnly,
    update: noOne,
    delete: staffOnly,
    ...notApplicable,
  },
  imports: serverOnly,
  'payload-locked-documents': {
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    ...notApplicable,
  },
  'payload-preferences': {
    owner: 'user',
    read: rule('none', 'none', 'own', 'own'),
    create: staffOnly,
    update: rule('none', 'none', 'own', 'own'),
    delete: rule('none', 'none', 'own', 'own'),
    ...notApplicable,
  },
  'payload-jobs': serverOnly,
  'payload-kv': serverOnly,
  'payload-migrations': serverOnly,
}

const siteGlobal: GlobalPolicy = { read: everyone, update: staffOnly, readVersions: noOne }
/** Page globals with drafts: the public reads the published version, staff the drafts too. */
const draftedGlobal: GlobalPolicy = {
  read: rule('published', 'published', 'all', 'all'),
  update: staffOnly,
  readVersions: staffOnly,
}

export const GLOBAL_POLICY: Readonly<Record<string, GlobalPolicy>> = {
  'site-settings': siteGlobal,
  'home-page': draftedGlobal,
  'about-page': draftedGlobal,
  'estimator-settings': siteGlobal,
  // The jobs scheduler's bookkeeping (added by Payload once a task has a schedule): the server's alone.
  'payload-jobs-stats': { read: noOne, update: noOne, readVersions: noOne },
}

/**
 * The config's own root endpoints under /api (method and path), each with who may call it.
 * tests/int/accessMatrix.int.spec.ts calls every one as every actor with a harmless body.
 */
export const ENDPOINT_POLICY: Readonly<
  Record<string, { rule: Rule; probe?: Record<string, unknown> }>
> = {
  // Payload's own: tells any caller what they may do (an anonymous caller, almost nothing).
  'get /access': { rule: everyone },
  // POPIA export and erasure (src/lib/dataRights/endpoints.ts); the probe names nobody's address.
  'post /data-rights/export': { rule: staffOnly, probe: { email: 'nobody-held@example.invalid' } },
  'post /data-rights/erase': {
    rule: staffOnly,
    probe: { email: 'nobody-held@example.invalid', confirmEmail: 'nobody-held@example.invalid' },
  },
}
