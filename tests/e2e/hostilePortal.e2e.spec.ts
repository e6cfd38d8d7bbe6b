import { createHash, createHmac, randomBytes } from 'node:crypto'

import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test'
import pg from 'pg'

import * as messages from '@/validation/messages'
import { seedAdmin } from '../../seed/data/users'
import { randomAddress } from '../helpers/e2e'
import { required } from '../helpers/lists'
import { makePdf } from '../helpers/portalFiles'
import { serverActionId } from '../helpers/serverActions'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * The hostile suite's client-portal part: the portal's server actions called straight over HTTP,
 * as an attacker calls them once they have read the page's JavaScript. Forged, tampered, expired,
 * reused and revoked links; an owner reaching into another organisation; a member or viewer doing
 * an owner's or member's work; ids of another organisation's records; no session at all. Every
 * attack must get the exact refusal a client would read and a status below 500, and the records
 * it aimed at are read back afterwards (as staff over REST, or from the database) unchanged.
 *
 * Each run makes its own two organisations, people, projects, files, approvals and invitations
 * over REST as the admin, under addresses of its own, so other e2e files never see them.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const PASSWORD = `Hostile-Portal-${RUN}-Passw0rd`
const PORTAL = '/client-portal'
const newEmail = uniqueEmails(RUN, 'hp.')

const baseURL = () => test.info().project.use.baseURL ?? ''

// ---------------------------------------------------------------------------------------------
// Server actions over HTTP

/** Each action, with the page whose form calls it (the POST goes to that page, as a browser's does). */
const ACTIONS = {
  signIn: { name: 'signInAction', file: 'actions/portalAuth', page: PORTAL },
  signOut: { name: 'signOutAction', file: 'actions/portalAuth', page: PORTAL },
  invite: { name: 'inviteAction', file: 'actions/invitations', page: PORTAL },
  resendInvitation: { name: 'resendInvitationAction', file: 'actions/invitations', page: PORTAL },
  revokeInvitation: { name: 'revokeInvitationAction', file: 'actions/invitations', page: PORTAL },
  removeMember: { name: 'removeMemberAction', file: 'actions/invitations', page: PORTAL },
  acceptInvitation: {
    name: 'acceptInvitationAction',
    file: 'actions/invitations',
    page: `${PORTAL}/invitation/x`,
  },
  requestPasswordReset: {
    name: 'requestPasswordResetAction',
    file: 'actions/passwords',
    page: `${PORTAL}/forgot-password`,
  },
  resetPassword: {
    name: 'resetPasswordAction',
    file: 'actions/passwords',
    page: `${PORTAL}/reset-password/x`,
  },
  changePassword: { name: 'changePasswordAction', file: 'actions/passwords', page: PORTAL },
  decideApproval: { name: 'decideApprovalAction', file: 'actions/approvals', page: PORTAL },
  postMessage: { name: 'postMessageAction', file: 'actions/portalContent', page: PORTAL },
  sendFeedback: { name: 'sendFeedbackAction', file: 'actions/portalContent', page: PORTAL },
  deleteProjectFile: {
    name: 'deleteProjectFileAction',
    file: 'actions/portalContent',
    page: PORTAL,
  },
  saveNotificationSettings: {
    name: 'saveNotificationSettingsAction',
    file: 'actions/portalNotifications',
    page: PORTAL,
  },
  markPortalSeen: {
    name: 'markPortalSeenAction',
    file: 'actions/portalNotifications',
    page: PORTAL,
  },
} as const
type ActionName = keyof typeof ACTIONS

type ActionResult = { ok: boolean; message?: string; fieldErrors?: Record<string, string[]> }
type ActionResponse = { status: number; text: string; result?: ActionResult; cookie?: string }

/**
 * POSTs a server action as Next's client does. Plain fetch, not Playwright's request context: its
 * cookie jar would carry one person's session into the next call; here a call carries exactly the
 * cookie it is given, or none.
 */
async function callAction(
  page: string,
  id: string,
  args: unknown[],
  cookie?: string,
): Promise<ActionResponse> {
  const response = await fetch(new URL(page, baseURL()), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Next-Action': id,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: baseURL(),
      'x-forwarded-for': randomAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  // The RSC stream carries the action's return value as one JSON row: '1:{"ok":false,...}'.
  const row = text.split('\n').find((line) => /^[0-9a-f]+:\{"ok":/.test(line))
  const session = response.headers
    .getSetCookie()
    .map((header) => /^payload-token=([^;]+)/.exec(header)?.[1])
    .find(Boolean)
  return {
    status: response.status,
    text,
    result: row ? (JSON.parse(row.slice(row.indexOf(':') + 1)) as ActionResult) : undefined,
    cookie: session ? `payload-token=${session}` : undefined,
  }
}

const call = (action: ActionName, args: unknown[], cookie?: string) =>
  callAction(
    ACTIONS[action].page,
    serverActionId(ACTIONS[action].name, ACTIONS[action].file),
    args,
    cookie,
  )

/** What the attacker notices: a refusal in these exact words, and no server error. */
function expectRefused(response: ActionResponse, message: string) {
  expect(response.status, response.text.slice(0, 500)).toBeLessThan(500)
  expect(response.result, response.text.slice(0, 500)).toMatchObject({ ok: false, message })
}

function expectAccepted(response: ActionResponse) {
  expect(response.status, response.text.slice(0, 500)).toBeLessThan(500)
  expect(response.result, response.text.slice(0, 500)).toMatchObject({ ok: true })
}

/** Signs in through the portal's own sign-in action and answers the session cookie it sets. */
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await call('signIn', [{ email, password }])
  expectAccepted(response)
  expect(response.cookie, `session cookie for ${email}`).toBeTruthy()
  return response.cookie ?? ''
}

/** Whether a password opens the account now (REST sign-in, as the admin panel's form posts it). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(new URL('/api/users/login', baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBeLessThan(500)
  return response.status === 200
}

// ---------------------------------------------------------------------------------------------
// Staff's view of the records (REST as the admin) and the database

type Doc = Record<string, unknown> & { id: string }

/** Staff's request context: opened by beforeAll, which may fail before it is. */
let api: APIRequestContext | undefined
const staffApi = () => required(api, "staff's request context")
let adminToken = ''
const auth = () => ({ Authorization: `JWT ${adminToken}` })

async function adminCreate(collection: string, data: Record<string, unknown>): Promise<string> {
  const response = await staffApi().post(`/api/${collection}`, { headers: auth(), data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc.id
}

async function adminGet(collection: string, id: string): Promise<Doc | undefined> {
  const response = await staffApi().get(`/api/${collection}/${id}?depth=0`, { headers: auth() })
  expect(response.status()).toBeLessThan(500)
  return response.status() === 200 ? ((await response.json()) as Doc) : undefined
}

/** Every record of a collection whose `field` equals `value`. */
async function adminFind(collection: string, field: string, value: string): Promise<Doc[]> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&depth=0&limit=100`
  const response = await staffApi().get(`/api/${collection}?${query}`, { headers: auth() })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { docs: Doc[] }).docs
}

async function sql<Row extends Record<string, unknown>>(text: string, values: unknown[]) {
  const databaseUrl = process.env.DATABASE_URL
  expect(databaseUrl, 'scripts/e2e.ts passes the test database to Playwright').toBeTruthy()
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return (await db.query<Row>(text, values)).rows
  } finally {
    await db.end()
  }
}

// ---------------------------------------------------------------------------------------------
// The run's own world: two client organisations, each with an owner, a member and a viewer, a
// project, a staff-uploaded file waiting for approval and a pending invitation.

interface Person {
  id: string
  email: string
  cookie: string
}

interface Organisation {
  id: string
  owner: Person
  member: Person
  viewer: Person
  project: string
  file: string
  approval: string
  invitation: string
}

async function createPerson(organisation: string, memberRole: string): Promise<Person> {
  const email = newEmail(memberRole)
  const id = await adminCreate('users', {
    email,
    password: PASSWORD,
    name: `Hostile ${memberRole}`,
    role: 'client',
    organisation,
    memberRole,
  })
  return { id, email, cookie: await signIn(email) }
}

async function createOrganisation(label: string): Promise<Organisation> {
  const id = await adminCreate('organisations', { name: `Hostile portal ${label} ${RUN}` })
  const [owner, member, viewer] = await Promise.all([
    createPerson(id, 'owner'),
    createPerson(id, 'member'),
    createPerson(id, 'viewer'),
  ])
  const project = await adminCreate('projects', {
    name: `Hostile portal ${label} ${RUN}`,
    organisation: id,
  })
  const upload = await staffApi().post('/api/project-files', {
    headers: auth(),
    multipart: {
      file: {
        name: `deliverable-${label}-${RUN}.pdf`,
        mimeType: 'application/pdf',
        buffer: await makePdf(`Deliverable ${label}`),
      },
      _payload: JSON.stringify({ project }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const file = ((await upload.json()) as { doc: Doc }).doc.id
  const approval = await adminCreate('approvals', { file })
  const invitation = await adminCreate('invitations', {
    email: newEmail(`invited-${label}`),
    organisation: id,
    memberRole: 'member',
  })
  return { id, owner, member, viewer, project, file, approval, invitation }
}

let a: Organisation
let b: Organisation

test.beforeAll(async () => {
  test.setTimeout(120_000)
  api = await playwrightRequest.newContext({ baseURL: baseURL() })
  const admin = seedAdmin()
  const login = await api.post('/api/users/login', {
    data: { email: admin.email, password: admin.password },
    headers: { 'x-forwarded-for': randomAddress() },
  })
  expect(login.status()).toBe(200)
  adminToken = ((await login.json()) as { token: string }).token
  ;[a, b] = await Promise.all([createOrganisation('A'), createOrganisation('B')])
})

test.afterAll(async () => {
  await api?.dispose()
})

// ---------------------------------------------------------------------------------------------
// 1. Invitation links

/** A random link token of the right shape (32 bytes, base64url) that no invitation was issued. */
const forgedInvitationToken = () => randomBytes(32).toString('base64url')

/** One character changed, staying inside the token alphabet. */
const tamper = (token: string, alphabet: string) => {
  const i = Math.floor(token.length / 2)
  const replacement = alphabet[(alphabet.indexOf(token[i] ?? '') + 1) % alphabet.length]
  return `${token.slice(0, i)}${replacement}${token.slice(i + 1)}`
}
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const HEX = '0123456789abcdef'

interface IssuedInvitation {
  id: string
  email: string
  token: string
}

/**
 * A pending invitation to organisation A whose link token the test knows. The real token travels
 * only by email; rather than wait on the mail queue, the test gives the invitation a token of its
 * own, stored exactly as the server stores one (only its SHA-256).
 */
async function issueInvitation(memberRole = 'member'): Promise<IssuedInvitation> {
  const email = newEmail('invitee')
  const id = await adminCreate('invitations', { email, organisation: a.id, memberRole })
  const token = forgedInvitationToken()
  const hash = createHash('sha256').update(token).digest('hex')
  await sql('UPDATE invitations SET token_hash = $1 WHERE id = $2', [hash, id])
  return { id, email, token }
}

const accept = (token: unknown, extra: Record<string, unknown> = {}) =>
  call('acceptInvitation', [{ token, name: 'Hostile Invitee', password: PASSWORD, ...extra }])

async function accountsFor(email: string) {
  return adminFind('users', 'email', email)
}

interface InvitationCase {
  name: string
  /** Makes the link the attacker holds; `invitation` is the record it aims at, if any. */
  link: () => Promise<{ token: unknown; invitation?: IssuedInvitation }>
  message: string
  /** The invitation's state afterwards (staff's view), when the attack aimed at one. */
  stateAfter?: string
}

const invitationCases: InvitationCase[] = [
  {
    name: 'a forged token of the right length',
    link: () => Promise.resolve({ token: forgedInvitationToken() }),
    message: messages.INVITATION_LINK.invalid.title,
  },
  {
    name: 'a real token with one character changed',
    link: async () => {
      const invitation = await issueInvitation()
      return { token: tamper(invitation.token, BASE64URL), invitation }
    },
    message: messages.INVITATION_LINK.invalid.title,
    stateAfter: 'pending',
  },
  {
    name: 'a token past its expiry',
    link: async () => {
      const invitation = await issueInvitation()
      await sql(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        invitation.id,
      ])
      return { token: invitation.token, invitation }
    },
    message: messages.INVITATION_LINK.expired.title,
    stateAfter: 'expired',
  },
  {
    name: 'a token the owner revoked',
    link: async () => {
      const invitation = await issueInvitation()
      expectAccepted(await call('revokeInvitation', [invitation.id], a.owner.cookie))
      return { token: invitation.token, invitation }
    },
    message: messages.INVITATION_LINK.revoked.title,
    stateAfter: 'revoked',
  },
  {
    name: 'a token one character short',
    link: () => Promise.resolve({ token: forgedInvitationToken().slice(1) }),
    message: messages.ENQUIRY_FAILED_FALLBACK,
  },
  {
    name: 'a query operator instead of a token',
    link: () => Promise.resolve({ token: { not_equals: '' } }),
    message: messages.ENQUIRY_FAILED_FALLBACK,
  },
]

test.describe('invitation links', () => {
  for (const c of invitationCases) {
    test(`acceptInvitationAction refuses ${c.name}`, async () => {
      const { token, invitation } = await c.link()
      const response = await accept(token)
      expectRefused(response, c.message)
      expect(response.cookie, 'no session for a refused link').toBeUndefined()
      if (!invitation) return
      expect(await accountsFor(invitation.email), 'no account made').toHaveLength(0)
      expect((await adminGet('invitations', invitation.id))?.state).toBe(c.stateAfter)
    })
  }

  test('a used link makes no second account, and extra fields make no staff or other organisation', async () => {
    const invitation = await issueInvitation('viewer')
    // The first use carries what an attacker would like the account to be; the invitation decides.
    const first = await accept(invitation.token, {
      role: 'admin',
      memberRole: 'owner',
      organisation: b.id,
      email: newEmail('hijack'),
    })
    expectAccepted(first)
    expect(first.cookie, 'the new account is signed in').toBeTruthy()
    const [account, ...others] = await accountsFor(invitation.email)
    expect(others).toHaveLength(0)
    expect(account).toMatchObject({ role: 'client', organisation: a.id, memberRole: 'viewer' })

    const second = await accept(invitation.token, { password: `${PASSWORD}-second` })
    expectRefused(second, messages.INVITATION_LINK.used.title)
    expect(await accountsFor(invitation.email), 'still one account').toHaveLength(1)
    expect(await signsIn(invitation.email, `${PASSWORD}-second`)).toBe(false)
    expect(await signsIn(invitation.email, PASSWORD)).toBe(true)
    expect((await adminGet('invitations', invitation.id))?.state).toBe('accepted')
  })
})

// ---------------------------------------------------------------------------------------------
// 2. Password reset links

/** A client of organisation A of their own, for one reset case (a reset ends their sessions). */
async function resetTarget(): Promise<{ id: string; email: string }> {
  const email = newEmail('reset')
  const id = await adminCreate('users', {
    email,
    password: PASSWORD,
    name: 'Hostile Reset',
    role: 'client',
    organisation: a.id,
    memberRole: 'member',
  })
  return { id, email }
}

/** "Forgot password?" for the address, then the token Payload stored (the email carries the same). */
async function issueResetToken(email: string): Promise<string> {
  expectAccepted(await call('requestPasswordReset', [{ email }]))
  let token = ''
  // The token is made after the answer has gone (Next's `after`).
  await expect
    .poll(
      async () => {
        const [row] = await sql<{ token: string | null }>(
          'SELECT reset_password_token AS token FROM users WHERE email = $1',
          [email],
        )
        token = row?.token ?? ''
        return token
      },
      { timeout: 20_000 },
    )
    .toMatch(/^[0-9a-f]{40}$/)
  return token
}

const NEW_PASSWORD = `${PASSWORD}-reset`
const reset = (token: unknown, password = NEW_PASSWORD, extra: Record<string, unknown> = {}) =>
  call('resetPassword', [{ token, password, confirm: password, ...extra }])

interface ResetCase {
  name: string
  token: (email: string) => Promise<unknown>
  message: string
}

const resetCases: ResetCase[] = [
  {
    name: 'a forged token of the right shape',
    token: () => Promise.resolve(randomBytes(20).toString('hex')),
    message: messages.PASSWORD_RESET_LINK_INVALID.description,
  },
  {
    name: 'a real token with one character changed',
    token: async (email) => tamper(await issueResetToken(email), HEX),
    message: messages.PASSWORD_RESET_LINK_INVALID.description,
  },
  {
    name: 'a real token past its expiry',
    token: async (email) => {
      const token = await issueResetToken(email)
      await sql(
        `UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE email = $1`,
        [email],
      )
      return token
    },
    message: messages.PASSWORD_RESET_LINK_INVALID.description,
  },
  {
    name: 'a token in capitals',
    token: async (email) => (await issueResetToken(email)).toUpperCase(),
    message: messages.ENQUIRY_FAILED_FALLBACK,
  },
  {
    name: 'a query operator instead of a token',
    token: () => Promise.resolve({ exists: true }),
    message: messages.ENQUIRY_FAILED_FALLBACK,
  },
]

test.describe('password reset links', () => {
  for (const c of resetCases) {
    test(`resetPasswordAction refuses ${c.name}; the password still works`, async () => {
      const target = await resetTarget()
      const response = await reset(await c.token(target.email))
      expectRefused(response, c.message)
      expect(response.cookie, 'no session for a refused link').toBeUndefined()
      expect(await signsIn(target.email, PASSWORD)).toBe(true)
      expect(await signsIn(target.email, NEW_PASSWORD)).toBe(false)
    })
  }

  test('a used reset link works once; naming another account in the body changes only the link’s own', async () => {
    const target = await resetTarget()
    const bystander = await resetTarget()
    // A session from before the reset, as someone who copied the cookie would hold it.
    const earlierSession = await signIn(target.email)
    const token = await issueResetToken(target.email)
    // The extra fields name someone else: the token alone says whose password changes.
    const first = await reset(token, NEW_PASSWORD, {
      email: bystander.email,
      id: bystander.id,
      user: bystander.id,
    })
    expectAccepted(first)
    expect(first.cookie, 'signed in after the reset').toBeTruthy()
    expect(await signsIn(target.email, NEW_PASSWORD)).toBe(true)
    expect(await signsIn(bystander.email, NEW_PASSWORD)).toBe(false)
    expect(await signsIn(bystander.email, PASSWORD)).toBe(true)

    const again = await reset(token, `${PASSWORD}-again`)
    expectRefused(again, messages.PASSWORD_RESET_LINK_INVALID.description)
    expect(await signsIn(target.email, NEW_PASSWORD)).toBe(true)
    expect(await signsIn(target.email, `${PASSWORD}-again`)).toBe(false)
    // The reset ended every earlier session.
    expectRefused(
      await call('markPortalSeen', ['messages'], earlierSession),
      messages.ACCESS_DENIED.description,
    )
  })
})

// ---------------------------------------------------------------------------------------------
// 3. Owners reaching past their own organisation, and people who are not owners

test.describe('invitations and members across organisations', () => {
  test('an owner’s invitation naming another organisation and a staff role lands in their own, as a member', async () => {
    const email = newEmail('escalate')
    const response = await call(
      'invite',
      [{ email, memberRole: 'member', organisation: b.id, role: 'admin', status: 'accepted' }],
      a.owner.cookie,
    )
    // The extra fields are dropped unread: the invitation is the owner's own organisation's.
    expectAccepted(response)
    const invitations = await adminFind('invitations', 'email', email)
    expect(invitations).toHaveLength(1)
    expect(invitations[0]).toMatchObject({
      organisation: a.id,
      memberRole: 'member',
      status: 'pending',
    })
    expect(await accountsFor(email), 'an invitation makes no account').toHaveLength(0)
    const bInvitations = await adminFind('invitations', 'organisation', b.id)
    expect(bInvitations.map((doc) => doc.id)).toEqual([b.invitation])
  })

  for (const memberRole of ['admin', 'staff', 'superuser']) {
    test(`an owner cannot invite as "${memberRole}"`, async () => {
      const email = newEmail(`as-${memberRole}`)
      const response = await call('invite', [{ email, memberRole }], a.owner.cookie)
      expectRefused(response, messages.ENQUIRY_FAILED_FALLBACK)
      expect(response.result?.fieldErrors?.memberRole).toEqual([messages.FIELD_REQUIRED])
      expect(await adminFind('invitations', 'email', email)).toHaveLength(0)
    })
  }

  for (const role of ['member', 'viewer'] as const) {
    test(`a ${role} cannot invite`, async () => {
      const email = newEmail(`by-${role}`)
      const response = await call('invite', [{ email, memberRole: 'owner' }], a[role].cookie)
      expectRefused(response, messages.ACCESS_DENIED.description)
      expect(await adminFind('invitations', 'email', email)).toHaveLength(0)
    })
  }

  /** Who calls which action on which record; the record must read the same afterwards. */
  const cases: {
    name: string
    as: () => string
    action: ActionName
    target: () => { collection: string; id: string }
  }[] = [
    {
      name: "A's owner revokes B's invitation",
      as: () => a.owner.cookie,
      action: 'revokeInvitation',
      target: () => ({ collection: 'invitations', id: b.invitation }),
    },
    {
      name: "A's owner resends B's invitation",
      as: () => a.owner.cookie,
      action: 'resendInvitation',
      target: () => ({ collection: 'invitations', id: b.invitation }),
    },
    {
      name: "A's member revokes A's own pending invitation",
      as: () => a.member.cookie,
      action: 'revokeInvitation',
      target: () => ({ collection: 'invitations', id: a.invitation }),
    },
    {
      name: "A's owner removes B's member",
      as: () => a.owner.cookie,
      action: 'removeMember',
      target: () => ({ collection: 'users', id: b.member.id }),
    },
    {
      name: "A's owner removes B's owner",
      as: () => a.owner.cookie,
      action: 'removeMember',
      target: () => ({ collection: 'users', id: b.owner.id }),
    },
    {
      name: "A's member removes A's viewer",
      as: () => a.member.cookie,
      action: 'removeMember',
      target: () => ({ collection: 'users', id: a.viewer.id }),
    },
  ]

  for (const c of cases) {
    test(`${c.name}: access denied, nothing changes`, async () => {
      const { collection, id } = c.target()
      const before = await adminGet(collection, id)
      expect(before).toBeTruthy()
      expectRefused(await call(c.action, [id], c.as()), messages.ACCESS_DENIED.description)
      expect(await adminGet(collection, id)).toEqual(before)
    })
  }

  test('an owner removing the agency admin by id: access denied', async () => {
    const [admin] = await adminFind('users', 'email', seedAdmin().email)
    expect(admin).toBeTruthy()
    const response = await call('removeMember', [admin?.id], a.owner.cookie)
    expectRefused(response, messages.ACCESS_DENIED.description)
    expect(await signsIn(seedAdmin().email, seedAdmin().password)).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// 4. Another organisation's records through the portal's own actions

test.describe("another organisation's projects, files and approvals", () => {
  test("A's member posts in B's project thread: access denied, the thread stays empty", async () => {
    const response = await call(
      'postMessage',
      [{ project: b.project, body: 'Hostile message' }],
      a.member.cookie,
    )
    expectRefused(response, messages.ACCESS_DENIED.description)
    expect(await adminFind('messages', 'project', b.project)).toHaveLength(0)
  })

  test("A's member sends feedback about B's project: access denied, B has none", async () => {
    const response = await call(
      'sendFeedback',
      [
        {
          project: b.project,
          category: 'General Feedback',
          priority: 'Urgent',
          text: 'Hostile feedback',
        },
      ],
      a.member.cookie,
    )
    expectRefused(response, messages.ACCESS_DENIED.description)
    expect(await adminFind('feedback', 'organisation', b.id)).toHaveLength(0)
  })

  test("A's member posts in A's project, naming B as the organisation: it stays A's", async () => {
    const response = await call(
      'postMessage',
      [
        {
          project: a.project,
          body: `Hostile own message ${RUN}`,
          organisation: b.id,
          author: b.owner.id,
        },
      ],
      a.member.cookie,
    )
    expectAccepted(response)
    const [message, ...others] = await adminFind('messages', 'project', a.project)
    expect(others).toHaveLength(0)
    expect(message).toMatchObject({ organisation: a.id, author: a.member.id })
  })

  const fileCases = [
    { name: "B's file", as: () => a.member.cookie, file: () => b.file },
    {
      name: "A's file uploaded by staff, by A's member",
      as: () => a.member.cookie,
      file: () => a.file,
    },
    { name: "A's file, by A's viewer", as: () => a.viewer.cookie, file: () => a.file },
  ]
  for (const c of fileCases) {
    test(`deleteProjectFileAction on ${c.name}: access denied, the file stays`, async () => {
      const before = await adminGet('project-files', c.file())
      expect(before).toBeTruthy()
      expectRefused(
        await call('deleteProjectFile', [c.file()], c.as()),
        messages.ACCESS_DENIED.description,
      )
      expect(await adminGet('project-files', c.file())).toEqual(before)
    })
  }

  const approvalCases = [
    {
      name: "A's member approves B's round",
      as: () => a.member.cookie,
      approval: () => b.approval,
      decision: 'approved',
      message: messages.ACCESS_DENIED.description,
    },
    {
      name: "A's owner requests changes to B's round",
      as: () => a.owner.cookie,
      approval: () => b.approval,
      decision: 'changes-requested',
      message: messages.ACCESS_DENIED.description,
    },
    {
      name: "A's viewer approves A's own pending round",
      as: () => a.viewer.cookie,
      approval: () => a.approval,
      decision: 'approved',
      message: messages.APPROVAL_VIEWER_REFUSED,
    },
  ]
  for (const c of approvalCases) {
    test(`${c.name}: refused, the round stays pending`, async () => {
      const before = await adminGet('approvals', c.approval())
      expect(before?.status).toBe('pending')
      const response = await call(
        'decideApproval',
        [{ approval: c.approval(), decision: c.decision, comment: 'Hostile decision' }],
        c.as(),
      )
      expectRefused(response, c.message)
      expect(await adminGet('approvals', c.approval())).toEqual(before)
    })
  }

  test("a member's notification settings naming B's owner change only the member's own", async () => {
    const before = await adminGet('users', b.owner.id)
    const response = await call(
      'saveNotificationSettings',
      [{ notifications: 'none', id: b.owner.id, user: b.owner.id, email: b.owner.email }],
      a.member.cookie,
    )
    expectAccepted(response)
    expect((await adminGet('users', a.member.id))?.notifications).toBe('none')
    expect(await adminGet('users', b.owner.id)).toEqual(before)
  })
})

// ---------------------------------------------------------------------------------------------
// 5. No session, or a session cookie the server never issued

/** A JWT for A's owner signed with a key that is not the server's, as an attacker can make one. */
function forgedSessionCookie(alg: 'HS256' | 'none'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = encode({ alg, typ: 'JWT' })
  const body = encode({
    id: a.owner.id,
    collection: 'users',
    email: a.owner.email,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
  const signature =
    alg === 'none'
      ? ''
      : createHmac('sha256', 'not-the-secret').update(`${head}.${body}`).digest('base64url')
  return `payload-token=${head}.${body}.${signature}`
}

/** Every action that needs a session, with input it would otherwise accept. */
const sessionActions: { action: ActionName; args: () => unknown[] }[] = [
  { action: 'invite', args: () => [{ email: newEmail('anon'), memberRole: 'member' }] },
  { action: 'resendInvitation', args: () => [a.invitation] },
  { action: 'revokeInvitation', args: () => [a.invitation] },
  { action: 'removeMember', args: () => [a.viewer.id] },
  {
    action: 'changePassword',
    args: () => [{ current: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }],
  },
  { action: 'decideApproval', args: () => [{ approval: a.approval, decision: 'approved' }] },
  { action: 'postMessage', args: () => [{ project: a.project, body: 'Anonymous message' }] },
  {
    action: 'sendFeedback',
    args: () => [{ category: 'General Feedback', priority: 'Low', text: 'Anonymous feedback' }],
  },
  { action: 'deleteProjectFile', args: () => [a.file] },
  { action: 'saveNotificationSettings', args: () => [{ notifications: 'none' }] },
  { action: 'markPortalSeen', args: () => ['messages'] },
]

const sessions: { name: string; cookie: () => string | undefined }[] = [
  { name: 'no cookie', cookie: () => undefined },
  { name: 'a JWT signed with another key', cookie: () => forgedSessionCookie('HS256') },
  { name: 'an unsigned JWT', cookie: () => forgedSessionCookie('none') },
]

test.describe('without a real session', () => {
  for (const session of sessions) {
    test(`every session action refuses ${session.name}, and A's records stay as they were`, async () => {
      const before = await Promise.all([
        adminGet('invitations', a.invitation),
        adminGet('users', a.viewer.id),
        adminGet('approvals', a.approval),
        adminGet('project-files', a.file),
      ])
      for (const { action, args } of sessionActions) {
        await test.step(action, async () => {
          expectRefused(
            await call(action, args(), session.cookie()),
            messages.ACCESS_DENIED.description,
          )
        })
      }
      const after = await Promise.all([
        adminGet('invitations', a.invitation),
        adminGet('users', a.viewer.id),
        adminGet('approvals', a.approval),
        adminGet('project-files', a.file),
      ])
      expect(after).toEqual(before)
      expect(await signsIn(a.owner.email, PASSWORD), "A's owner's password is unchanged").toBe(true)
    })
  }
})

// ---------------------------------------------------------------------------------------------
// 6. Sessions that ended: a cookie kept after signing out, or after the owner removed the person

/** Ends the session of a fresh owner of A one way; the person keeps the cookie. */
const endedSessions: { name: string; end: (person: Person) => Promise<void> }[] = [
  {
    name: 'signed out',
    end: async (person) => expectAccepted(await call('signOut', [], person.cookie)),
  },
  {
    name: 'removed by the owner',
    end: async (person) => {
      expectAccepted(await call('removeMember', [person.id], a.owner.cookie))
      expect((await adminGet('users', person.id))?.organisation ?? null).toBeNull()
    },
  },
]

test.describe('a cookie kept after the session ended', () => {
  for (const ended of endedSessions) {
    test(`an owner ${ended.name} can no longer post, decide, delete or invite`, async () => {
      const person = await createPerson(a.id, 'owner')
      await ended.end(person)
      const threadBefore = await adminFind('messages', 'project', a.project)
      const approvalBefore = await adminGet('approvals', a.approval)
      const kept: { action: ActionName; args: unknown[] }[] = [
        { action: 'postMessage', args: [{ project: a.project, body: 'After the session ended' }] },
        { action: 'decideApproval', args: [{ approval: a.approval, decision: 'approved' }] },
        { action: 'deleteProjectFile', args: [a.file] },
        { action: 'invite', args: [{ email: newEmail('ended'), memberRole: 'member' }] },
      ]
      for (const { action, args } of kept) {
        await test.step(action, async () => {
          expectRefused(await call(action, args, person.cookie), messages.ACCESS_DENIED.description)
        })
      }
      expect(await adminFind('messages', 'project', a.project)).toEqual(threadBefore)
      expect(await adminGet('approvals', a.approval)).toEqual(approvalBefore)
      expect(await adminGet('project-files', a.file)).toBeTruthy()
    })
  }
})
