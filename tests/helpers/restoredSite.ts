/**
 * Run (bundled, in its own process) by the restore drill against the restored database: what
 * people would notice on the restored site. Staff and clients sign in with their old passwords,
 * a visitor reads the edited price, the client reads its message and file. Writes JSON to RESULT_FILE.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import config from '../../payload.config'

const input = JSON.parse(process.env.DRILL_INPUT ?? '{}') as {
  logins: { email: string; password: string }[]
  planId: string
  messageId: string
  fileId: string
}

const payload = await getPayload({ config })
const signIns: Record<string, boolean> = {}
let client: Awaited<ReturnType<typeof payload.login<'users'>>>['user'] | undefined
for (const { email, password } of input.logins) {
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    signIns[email] = Boolean(result.token)
    if (result.user?.role === 'client') client = result.user
  } catch {
    signIns[email] = false
  }
}
// As an anonymous visitor, the way the public pages read plans (src/data/content.ts).
const plan = await payload.findByID({
  collection: 'plans',
  id: input.planId,
  depth: 0,
  overrideAccess: false,
})
const asClient = client
  ? { user: { ...client, collection: 'users' as const }, overrideAccess: false }
  : {}
const message = await payload.findByID({ collection: 'messages', id: input.messageId, ...asClient })
const file = await payload.findByID({ collection: 'project-files', id: input.fileId, ...asClient })
fs.writeFileSync(
  process.env.RESULT_FILE ?? 'restored-site.json',
  JSON.stringify({ signIns, price: plan.price, message: message.body, file: file.filename }),
)
await payload.destroy()
process.exit(0)
