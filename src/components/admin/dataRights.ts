/** What the data-rights view reads from the staff-only endpoints, and how it lists it. */

export type Doc = Record<string, unknown> & { id: string }
export type SubjectData = {
  email: string
  generatedAt: string
  enquiries: Doc[]
  callbacks: Doc[]
  portalUser: Doc | null
  projects: Doc[]
  messages: Doc[]
  feedback: Doc[]
  files: Doc[]
  securityEvents: Doc[]
}

/** A stored value as text: strings and numbers as they are, anything else (a missing value) as ''. */
export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

export const SECTIONS: ReadonlyArray<{
  key: keyof SubjectData
  label: string
  title: (doc: Doc) => string
}> = [
  {
    key: 'enquiries',
    label: 'Enquiries',
    title: (d) => `${text(d.createdAt).slice(0, 10)} · ${text(d.name)} · ${text(d.status)}`,
  },
  {
    key: 'callbacks',
    label: 'Callbacks',
    title: (d) =>
      `${(text(d.preferredTime) || text(d.cancelledSlot)).slice(0, 16)} · ${text(d.name)} · ${text(d.status)}`,
  },
  { key: 'projects', label: 'Projects', title: (d) => text(d.name) },
  {
    key: 'messages',
    label: 'Messages',
    title: (d) => `${text(d.createdAt).slice(0, 10)} · ${text(d.body).slice(0, 60)}`,
  },
  {
    key: 'feedback',
    label: 'Feedback',
    title: (d) => `${text(d.category)} · ${text(d.text).slice(0, 60)}`,
  },
  { key: 'files', label: 'Files', title: (d) => text(d.filename) },
  {
    key: 'securityEvents',
    label: 'Security-log entries',
    title: (d) => `${text(d.createdAt).slice(0, 16)} · ${text(d.type)}`,
  },
]

function errorMessageOf(error: unknown): string | undefined {
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined
}

export async function post(
  path: string,
  body: object,
): Promise<{ ok: true; json: unknown } | { ok: false; message: string }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, json }
  const message =
    json && typeof json === 'object' && 'errors' in json && Array.isArray(json.errors)
      ? errorMessageOf(json.errors[0])
      : undefined
  return { ok: false, message: message ?? `The request failed (${response.status}).` }
}
