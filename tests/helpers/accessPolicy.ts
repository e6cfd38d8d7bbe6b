/**
 * Who may do what, declared once for every collection and global the Payload config holds,
 * Payload's own collections included. tests/int/accessMatrix.int.spec.ts walks the built config
 * and checks each cell through the Local API, REST and GraphQL; a collection or global missing
 * here fails that test until its access is declared.
 */

/** editor and sales are staff accounts holding that one staff role; an admin holds them all. */
export const POLICY_ROLES = ['anonymous', 'client', 'editor', 'sales', 'admin'] as const
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

const rule = (
  anonymous: Outcome,
  client: Outcome,
  editor: Outcome,
  sales: Outcome,
  admin: Outcome,
): Rule => ({ anonymous, client, editor, sales, admin })

const everyone = rule('all', 'all', 'all', 'all', 'all')
const noOne = rule('none', 'none', 'none', 'none', 'none')
/** Every agency account, whatever its staff roles: the admin panel's own bookkeeping. */
const staffOnly = rule('none', 'none', 'all', 'all', 'all')
const editorOnly = rule('none', 'none', 'all', 'none', 'all')
const salesOnly = rule('none', 'none', 'none', 'all', 'all')
const adminOnly = rule('none', 'none', 'none', 'none', 'all')
const ownOrSales = rule('none', 'own', 'none', 'all', 'all')

/** Versions and unlocking do not apply to most collections: refused for everyone. */
const notApplicable = { readVersions: noOne, unlock: noOne }

/** Public content: everyone reads, editors edit. */
const content: CollectionPolicy = {
  read: everyone,
  create: editorOnly,
  update: editorOnly,
  delete: editorOnly,
  ...notApplicable,
}

/** Public content with drafts (preview, live preview): the public reads published versions only. */
const drafted: CollectionPolicy = {
  ...content,
  read: rule('published', 'published', 'all', 'published', 'all'),
  readVersions: editorOnly,
}

/** Content that sells (case studies, testimonials): as drafted, and sales read the drafts too. */
const salesContent: CollectionPolicy = {
  ...drafted,
  read: rule('published', 'published', 'all', 'all', 'all'),
}

/** Leads: visitors submit through the site's forms only, never through the API; sales work them. */
const leads: CollectionPolicy = {
  read: salesOnly,
  create: noOne,
  update: salesOnly,
  delete: salesOnly,
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

/**
 * What a client writes on their organisation's projects (messages, feedback): owners and members
 * post, a viewer reads only; sales read and manage all of it.
 */
const clientPosts: CollectionPolicy = {
  owner: 'organisation',
  read: ownOrSales,
  create: ownOrSales,
  update: salesOnly,
  delete: salesOnly,
  memberRoles: { viewer: { create: 'none' } },
  ...notApplicable,
}

export const COLLECTION_POLICY: Readonly<Record<string, CollectionPolicy>> = {
  services: drafted,
  plans: drafted,
  templates: drafted,
  pages: drafted,
  // Insights: drafted articles, read by sales as case studies are; their categories and authors
  // (public bylines) have no drafts.
  articles: salesContent,
  categories: content,
  authors: content,
  'case-studies': salesContent,
  testimonials: salesContent,
  // Staff records: the proxy reads them through the server (overrideAccess), never the public API.
  redirects: {
    read: editorOnly,
    create: editorOnly,
    update: editorOnly,
    delete: editorOnly,
    ...notApplicable,
  },
  media: content,
  enquiries: leads,
  callbacks: leads,
  organisations: {
    owner: 'id',
    read: ownOrSales,
    create: salesOnly,
    update: salesOnly,
    delete: salesOnly,
    ...notApplicable,
  },
  projects: {
    owner: 'organisation',
    read: ownOrSales,
    create: salesOnly,
    update: salesOnly,
    delete: salesOnly,
    ...notApplicable,
  },
  // A client uploads to their own projects and deletes only what they uploaded themselves.
  // A viewer reads only.
  'project-files': {
    owner: 'organisation',
    read: ownOrSales,
    create: ownOrSales,
    update: salesOnly,
    delete: ownOrSales,
    memberRoles: { viewer: { create: 'none', delete: 'none' } },
    ...notApplicable,
  },
  messages: clientPosts,
  feedback: clientPosts,
  // Sales ask for approval; an owner or member decides their organisation's pending rounds only
  // (tests/int/approvals.int.spec.ts: viewers, decided rounds and the fields a client may set).
  approvals: {
    owner: 'organisation',
    read: ownOrSales,
    create: salesOnly,
    update: ownOrSales,
    delete: salesOnly,
    memberRoles: { viewer: { update: 'none' } },
    ...notApplicable,
  },
  // Sales invite to any organisation; a client owner reads, creates, revokes and resends their own
  // organisation's only, members and viewers nothing (tests/int/invitations.int.spec.ts).
  invitations: {
    owner: 'organisation',
    read: ownOrSales,
    create: ownOrSales,
    update: ownOrSales,
    delete: salesOnly,
    memberRoles: {
      member: { read: 'none', create: 'none', update: 'none' },
      viewer: { read: 'none', create: 'none', update: 'none' },
    },
    ...notApplicable,
  },
  users: {
    owner: 'id',
    read: rule('none', 'own', 'own', 'all', 'all'),
    create: adminOnly,
    update: rule('none', 'own', 'own', 'own', 'all'),
    delete: adminOnly,
    readVersions: noOne,
    unlock: adminOnly,
    admin: staffOnly,
  },
  'security-events': { ...serverOnly, read: adminOnly },
  // Who did what (src/features/accounts/audit): written by server code only, read by admins only.
  'audit-log': { ...serverOnly, read: adminOnly },
  // Second factors (src/features/accounts/secondFactor): secrets, read and written by server code only.
  'second-factors': serverOnly,
  // Session records (src/features/accounts/sessions): shown to their owner only through /api/users/me/sessions.
  'user-sessions': serverOnly,
  // Portal notifications (src/lib/portalNotifications): written and read by server code only.
  'portal-events': serverOnly,
  'portal-notifications': serverOnly,
  // The leads CSV export (src/plugins/leadsExport.ts).
  exports: {
    read: salesOnly,
    create: salesOnly,
    update: noOne,
    delete: salesOnly,
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
    read: rule('none', 'none', 'own', 'own', 'own'),
    create: staffOnly,
    update: rule('none', 'none', 'own', 'own', 'own'),
    delete: rule('none', 'none', 'own', 'own', 'own'),
    ...notApplicable,
  },
  'payload-jobs': serverOnly,
  'payload-kv': serverOnly,
  'payload-migrations': serverOnly,
}

/** Settings the public pages read: site settings are the admin's, the estimator's the editors'. */
const settingsGlobal = (update: Rule): GlobalPolicy => ({
  read: everyone,
  update,
  readVersions: noOne,
})
/** Page globals with drafts: the public reads the published version, editors the drafts too. */
const draftedGlobal: GlobalPolicy = {
  read: rule('published', 'published', 'all', 'published', 'all'),
  update: editorOnly,
  readVersions: editorOnly,
}

export const GLOBAL_POLICY: Readonly<Record<string, GlobalPolicy>> = {
  'site-settings': settingsGlobal(adminOnly),
  'home-page': draftedGlobal,
  'about-page': draftedGlobal,
  'estimator-settings': settingsGlobal(editorOnly),
  // The header's and footer's links (issue 40): every page reads them, editors change them.
  navigation: settingsGlobal(editorOnly),
  // The jobs scheduler's bookkeeping (added by Payload once a task has a schedule): the server's alone.
  'payload-jobs-stats': { read: noOne, update: noOne, readVersions: noOne },
}

/**
 * The config's own root endpoints under /api (method and path), each with who may call it.
 * tests/int/accessMatrix.int.spec.ts calls every one as every actor with a harmless body.
 */
export const ENDPOINT_POLICY: Readonly<
  Record<string, { rule: Rule; probe?: Record<string, unknown>; gone?: true }>
> = {
  // Payload's own: tells any caller what they may do (an anonymous caller, almost nothing).
  'get /access': { rule: everyone },
  // POPIA export and erasure (src/features/leads/dataRights/endpoints.ts); the probe names nobody's address.
  // Export for sales; erasure cannot be undone and is the admin's alone.
  'post /data-rights/export': { rule: salesOnly, probe: { email: 'nobody-held@example.invalid' } },
  'post /data-rights/erase': {
    rule: adminOnly,
    probe: { email: 'nobody-held@example.invalid', confirmEmail: 'nobody-held@example.invalid' },
  },
  // The marketing report's CSV (src/features/leads/report/endpoints.ts): what brings leads is sales' business.
  'get /marketing-report/csv': { rule: salesOnly },
  // Revalidation after a job (src/services/revalidationRelay.ts): only a request signed with the app's
  // secret, which no account holds; a signed-in session is not enough.
  'post /revalidate': { rule: noOne, probe: { tags: ['services'], paths: [], layouts: [] } },
  // Taken from Payload's Next route, which would otherwise add an image renderer open to anyone
  // (src/services/noOpenGraphImage.ts): not found, for everyone.
  'get /og': { rule: noOne, gone: true },
}

/**
 * Collection endpoints that read records outside the collection's own REST routes: the leads CSV
 * download (src/plugins/leadsExport.ts), for each lead collection it exports.
 */
export const LEADS_DOWNLOAD_POLICY: Readonly<Record<'enquiries' | 'callbacks', Rule>> = {
  enquiries: salesOnly,
  callbacks: salesOnly,
}
