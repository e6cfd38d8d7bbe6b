import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { services as seededServices } from '../../seed/data/services'
import * as messages from '@/validation/messages'

/**
 * Hostile input for the enquiry, callback, sign-in and upload endpoints, generated per field from
 * the spec's rules (§5) plus hand-picked attacks. Expectations come from the spec, written here
 * independently of the app's code: a field's cleaned value (markup, < >, javascript:/data:/vbscript:
 * removed, trimmed) either passes the field's rule, and the case must be stored exactly so, or
 * fails it, and the case must get the field's message. tests/e2e/hostile.e2e.spec.ts runs them.
 */

// ---------------------------------------------------------------------------------------------
// Expectations

export type JsonExpectation =
  /** 201 and a record holding `stored` (column: value) where given. */
  | { kind: 'created'; stored?: Record<string, string | null> }
  /** 201, but nothing sent: the answer a bot gets; the submission is held as spam. */
  | { kind: 'pretend' }
  /** 422, and the first message for `field` is `message` (a RegExp for zod's own enum wording). */
  | { kind: 'field'; field: string; message: string | RegExp }
  /** A 4xx with this status and message, before any field is looked at. */
  | { kind: 'refused'; status: 400 | 409 | 413 | 415; message: string }

export interface JsonCase {
  readonly id: string
  /** A JSON body; `raw` instead sends these exact bytes. */
  readonly body?: unknown
  readonly raw?: string | Buffer
  readonly contentType?: string
  readonly headers?: Record<string, string>
  readonly expect: JsonExpectation
}

/** What the generators need from the running suite: a fresh email, a form token, a free slot. */
export interface CaseContext {
  /** A new address, unique to the run and the case: 'hx.<run>.<n>@example.co.za'. */
  email(label?: string): string
  /** The local part's tag, 'hx.<run>.<n>', for cases that build their own address around it. */
  tag(): string
  readonly formToken: string
  /** A weekday and slot in the far future no other case uses. */
  slot(): { date: string; time: string }
}

// ---------------------------------------------------------------------------------------------
// Payloads

/** Markup that cleaning removes completely: nothing is left of it. */
export const PURE_MARKUP: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>*{display:none}</style>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<base href="javascript:/">',
  '<template><script>alert(1)</script></template>',
]

/** Markup around text: the text stays, the markup goes. `{}` marks where the text goes. */
export const WRAPPING_MARKUP: readonly string[] = [
  '<b>{}</b>',
  '<a href="javascript:alert(1)">{}</a>',
  '<span style="background:url(javascript:alert(1))">{}</span>',
  '<div onclick=alert(1)>{}</div>',
  '<p><i><u>{}</u></i></p>',
]

/** The spec's dangerous prefixes in every case mix, also hidden by characters a browser skips. */
export const SCHEMES: readonly string[] = [
  'javascript:',
  'JAVASCRIPT:',
  'JaVaScRiPt:',
  'jAvAsCrIpT:',
  'data:',
  'DATA:',
  'DaTa:',
  'vbscript:',
  'VBSCRIPT:',
  'VbScRiPt:',
  'java\tscript:',
  'java\u200Bscript:',
  'javajavascript:script:',
]

/** Text that reads like SQL; each holds a character no name, company or phone may contain. */
export const SQL_LIKE: readonly string[] = [
  "'; DROP TABLE enquiries;--",
  "' OR '1'='1",
  '1) UNION SELECT password FROM users--',
  '"; SELECT pg_sleep(10);--',
]

// ---------------------------------------------------------------------------------------------
// The spec's field rules (§5), as an oracle

interface FieldRule {
  /** A valid value, which the payloads wrap or are appended to. */
  readonly filler: string
  readonly max: number
  readonly tooLong: string
  /** Characters allowed after cleaning, with the message for anything else (null: any text). */
  readonly charset: { pattern: RegExp; message: string } | null
  /** Message for a missing or empty value; null when the field is optional. */
  readonly required: string | null
  /** Message for a value of the wrong JSON type (a number, true, null). */
  readonly wrongType: string
  /** The only values a select accepts, with the message for any other (issue 13: the published services plus 'other'). */
  readonly oneOf?: { values: readonly string[]; message: string }
}

const NAME_RULE: FieldRule = {
  filler: 'Thandi Nkosi',
  max: 100,
  tooLong: messages.NAME_TOO_LONG,
  charset: { pattern: /^[\p{L}\p{M} '’-]+$/u, message: messages.NAME_INVALID_CHARACTERS },
  required: messages.NAME_REQUIRED,
  wrongType: messages.NAME_REQUIRED,
}

const PHONE_RULE: FieldRule = {
  filler: '+27 21 555 0100',
  max: 20,
  tooLong: messages.PHONE_TOO_LONG,
  charset: { pattern: /^\+?[0-9 ()-]+$/, message: messages.PHONE_INVALID_FORMAT },
  required: null,
  wrongType: messages.PHONE_INVALID_FORMAT,
}

/** As a quote request checks them: phone, service, budget and timeline are required there. */
const ENQUIRY_RULES = {
  name: NAME_RULE,
  phone: { ...PHONE_RULE, required: messages.FIELD_REQUIRED },
  company: {
    filler: 'Nkosi & Sons Pty Ltd',
    max: 100,
    tooLong: messages.COMPANY_TOO_LONG,
    charset: {
      pattern: /^[\p{L}\p{M}0-9 &'’.,-]+$/u,
      message: messages.COMPANY_INVALID_CHARACTERS,
    },
    required: null,
    wrongType: messages.COMPANY_INVALID_CHARACTERS,
  },
  service: {
    filler: 'web-development',
    max: 50,
    tooLong: messages.SERVICE_TOO_LONG,
    charset: null,
    required: messages.FIELD_REQUIRED,
    wrongType: messages.INVALID_FORMAT,
    oneOf: {
      values: [...seededServices.map((service) => service.slug), 'other'],
      message: messages.INVALID_FORMAT,
    },
  },
  budget: {
    filler: 'under-90k',
    max: 20,
    tooLong: messages.BUDGET_TOO_LONG,
    charset: null,
    required: messages.FIELD_REQUIRED,
    wrongType: messages.INVALID_FORMAT,
  },
  timeline: {
    filler: '1-month',
    max: 30,
    tooLong: messages.TIMELINE_TOO_LONG,
    charset: null,
    required: messages.FIELD_REQUIRED,
    wrongType: messages.INVALID_FORMAT,
  },
  message: {
    filler: 'Please call me about a website',
    max: 2000,
    tooLong: messages.MESSAGE_TOO_LONG,
    charset: null,
    required: messages.MESSAGE_REQUIRED,
    wrongType: messages.MESSAGE_REQUIRED,
  },
} as const satisfies Record<string, FieldRule>

const CALLBACK_RULES = {
  name: {
    ...NAME_RULE,
    required: messages.CALLBACK_NAME_TOO_SHORT,
    wrongType: messages.CALLBACK_NAME_TOO_SHORT,
  },
  phone: PHONE_RULE,
  company: ENQUIRY_RULES.company,
  message: { ...ENQUIRY_RULES.message, required: null },
} as const satisfies Record<string, FieldRule>

type TextField = keyof typeof ENQUIRY_RULES
type CallbackTextField = keyof typeof CALLBACK_RULES

/** Enquiry and callback name fields ask for 2 letters at least, worded per form. */
const tooShortMessage = (form: Form): string =>
  form === 'enquiry' ? messages.minCharacters(2) : messages.CALLBACK_NAME_TOO_SHORT

type Form = 'enquiry' | 'callback'

/** The number as issue 13 specifies it (libphonenumber-js, South Africa by default), in E.164. */
const toE164 = (value: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(value, 'ZA')
  return parsed?.isValid() ? parsed.number : undefined
}

/** Code points, as the schemas' min() counts them: an emoji's surrogate pair is one. */
const codePointLength = (text: string) => Array.from(text).length

/** What the spec says about a cleaned value in a field: stored as is, or this message. */
function judge(
  form: Form,
  field: string,
  rule: FieldRule,
  cleaned: string,
): { ok: true } | { ok: false; message: string } {
  if (cleaned === '') return rule.required ? { ok: false, message: rule.required } : { ok: true }
  if (field === 'name' && codePointLength(cleaned) < 2)
    return { ok: false, message: tooShortMessage(form) }
  if (cleaned.length > rule.max) return { ok: false, message: rule.tooLong }
  if (rule.charset && !rule.charset.pattern.test(cleaned))
    return { ok: false, message: rule.charset.message }
  if (rule.oneOf && !rule.oneOf.values.includes(cleaned))
    return { ok: false, message: rule.oneOf.message }
  if (field === 'phone' && toE164(cleaned) === undefined)
    return { ok: false, message: messages.PHONE_INVALID_DISPLAY }
  return { ok: true }
}

/** Column names of the stored record, for fields whose name differs. */
const COLUMN: Record<string, string> = { enquiryType: 'enquiry_type' }
const column = (field: string) => COLUMN[field] ?? field

// ---------------------------------------------------------------------------------------------
// Valid bodies

const baseEnquiry = (ctx: CaseContext): Record<string, unknown> => ({
  name: 'Lerato Khumalo',
  email: ctx.email(),
  message: `Hostile-input suite: a plain general enquiry`,
  enquiryType: 'general',
  consent: true,
  formToken: ctx.formToken,
})

/** A quote request: every optional field filled, so each can be the one under attack. */
const fullEnquiry = (ctx: CaseContext): Record<string, unknown> => ({
  ...baseEnquiry(ctx),
  enquiryType: 'service',
  phone: ENQUIRY_RULES.phone.filler,
  company: ENQUIRY_RULES.company.filler,
  service: ENQUIRY_RULES.service.filler,
  budget: ENQUIRY_RULES.budget.filler,
  timeline: ENQUIRY_RULES.timeline.filler,
  message: ENQUIRY_RULES.message.filler,
})

const fullCallback = (ctx: CaseContext): Record<string, unknown> => ({
  name: 'Sipho Dlamini',
  email: ctx.email(),
  phone: ENQUIRY_RULES.phone.filler,
  company: ENQUIRY_RULES.company.filler,
  ...ctx.slot(),
  message: ENQUIRY_RULES.message.filler,
  consent: true,
  formToken: ctx.formToken,
})

// ---------------------------------------------------------------------------------------------
// Generators

const fieldCase = (
  form: Form,
  id: string,
  body: Record<string, unknown>,
  field: string,
  rule: FieldRule,
  cleaned: string,
): JsonCase => {
  const verdict = judge(form, field, rule, cleaned)
  return {
    id,
    body,
    expect: verdict.ok
      ? {
          kind: 'created',
          stored: {
            [column(field)]:
              cleaned === '' ? null : field === 'phone' ? (toE164(cleaned) ?? cleaned) : cleaned,
          },
        }
      : { kind: 'field', field, message: verdict.message },
  }
}

/** A value as JSON for a case's id; an absent value (undefined) has no JSON and reads as such. */
const jsonString = (value: unknown): string =>
  value === undefined ? 'undefined' : JSON.stringify(value)

/**
 * Every payload, or (`sample` = the field's position) a rotating few of each list, so that every
 * payload still meets some field of every form while the run stores fewer records and emails.
 */
const pick = <T>(list: readonly T[], sample: number | null, size: number): readonly T[] => {
  if (sample === null) return list
  const start = (sample * size) % list.length
  return [...list, ...list].slice(start, start + Math.min(size, list.length))
}

/** Every attack on one text field of a form whose other fields are valid. */
function textFieldCases(
  form: Form,
  field: string,
  rule: FieldRule,
  valid: (ctx: CaseContext) => Record<string, unknown>,
  ctx: CaseContext,
  sample: number | null,
): JsonCase[] {
  const cases: JsonCase[] = []
  const withValue = (id: string, value: unknown, cleaned: string) => {
    const body = { ...valid(ctx), [field]: value }
    cases.push(fieldCase(form, `${form} ${field}: ${id}`, body, field, rule, cleaned))
  }

  for (const markup of pick(PURE_MARKUP, sample, 4))
    withValue(`markup ${markup}`, `${rule.filler}${markup}`, rule.filler)
  for (const markup of PURE_MARKUP.slice(0, 3)) withValue(`only markup ${markup}`, markup, '')
  for (const wrap of pick(WRAPPING_MARKUP, sample, 2))
    withValue(`wrapped ${wrap}`, wrap.replace('{}', rule.filler), rule.filler)
  for (const scheme of pick(SCHEMES, sample, 4))
    withValue(`scheme ${jsonString(scheme)}`, `${scheme}${rule.filler}`, rule.filler)
  for (const sql of SQL_LIKE) withValue(`sql ${sql}`, sql, sql)

  // Hidden characters are removed; the visible text is what is judged and stored.
  withValue('right-to-left override', `\u202E${rule.filler}\u202C`, rule.filler)
  withValue('zero-width characters', `\u200B${rule.filler}\uFEFF\u200D`, rule.filler)
  withValue('NUL byte', `${rule.filler}\u0000`, rule.filler)
  withValue('surrounding whitespace', `  ${rule.filler}\t `, rule.filler)
  // A line break would start a new header in any email that used the value on a header line.
  withValue(
    'CR/LF header injection',
    `${rule.filler}\r\nBcc: victim@evil.example`,
    `${rule.filler}\nBcc: victim@evil.example`,
  )

  // Lengths: exactly at the limit is accepted, one more is refused with the field's message.
  const atLimit = limitValue(field, rule.max)
  withValue(`exactly ${rule.max} characters`, atLimit, atLimit)
  withValue(
    `${rule.max + 1} characters`,
    limitValue(field, rule.max + 1),
    limitValue(field, rule.max + 1),
  )
  // The limit holds after cleaning too: markup does not count, but what is left does.
  withValue(`${rule.max} characters plus markup`, `<b>${atLimit}</b>`, atLimit)

  // Wrong JSON types: nested values are ignored (as if absent), scalars get the field's message.
  for (const value of [42, true, null]) {
    cases.push({
      id: `${form} ${field}: wrong type ${jsonString(value)}`,
      body: { ...valid(ctx), [field]: value },
      expect: { kind: 'field', field, message: rule.wrongType },
    })
  }
  for (const value of [[rule.filler], { value: rule.filler }]) {
    const body = { ...valid(ctx), [field]: value }
    cases.push({
      id: `${form} ${field}: nested ${jsonString(value)}`,
      body,
      expect: rule.required
        ? { kind: 'field', field, message: rule.required }
        : { kind: 'created', stored: { [column(field)]: null } },
    })
  }
  const { [field]: _absent, ...missing } = valid(ctx)
  cases.push({
    id: `${form} ${field}: missing`,
    body: missing,
    expect: rule.required
      ? { kind: 'field', field, message: rule.required }
      : { kind: 'created', stored: { [column(field)]: null } },
  })
  return cases
}

/** A value of exactly `length` characters that the field's rule otherwise accepts. */
function limitValue(field: string, length: number): string {
  switch (field) {
    case 'phone': {
      const digits = '+27 21 555 0100 1234 5678'
      return digits.slice(0, length).padEnd(length, ' ').replace(/ $/, '9')
    }
    case 'name':
      return (
        'Ntombizodwa '
          .repeat(10)
          .slice(0, length - 1)
          .replace(/ $/, 'a') + 'z'
      )
    case 'company':
      return (
        'Khumalo & Co. '
          .repeat(10)
          .slice(0, length - 1)
          .replace(/ $/, 'a') + 'z'
      )
    default:
      return 'é'.repeat(length)
  }
}

/** Attacks on the email field (same for both forms): `tag` keeps each address unique. */
function emailCases(
  form: Form,
  valid: (ctx: CaseContext) => Record<string, unknown>,
  ctx: CaseContext,
): JsonCase[] {
  const cases: JsonCase[] = []
  const refused = (id: string, value: unknown, message: string) =>
    cases.push({
      id: `${form} email: ${id}`,
      body: { ...valid(ctx), email: value },
      expect: { kind: 'field', field: 'email', message },
    })
  const accepted = (id: string, value: unknown, stored: string) =>
    cases.push({
      id: `${form} email: ${id}`,
      body: { ...valid(ctx), email: value },
      expect: { kind: 'created', stored: { email: stored } },
    })

  const t = () => ctx.tag()
  refused(
    'CR/LF Bcc injection',
    `${t()}@example.co.za\r\nBcc: victim@evil.example`,
    messages.EMAIL_INVALID,
  )
  refused(
    'LF To injection',
    `${t()}@example.co.za\nTo: victim@evil.example`,
    messages.EMAIL_INVALID,
  )
  refused(
    'encoded CR/LF',
    `${t()}@example.co.za%0d%0aBcc:victim@evil.example`,
    messages.EMAIL_INVALID,
  )
  refused(
    'two recipients, comma',
    `${t()}@example.co.za,victim@evil.example`,
    messages.EMAIL_INVALID,
  )
  refused(
    'two recipients, semicolon',
    `${t()}@example.co.za;victim@evil.example`,
    messages.EMAIL_INVALID,
  )
  refused('display name with address', `Thandi <${t()}@example.co.za>`, messages.EMAIL_INVALID)
  refused(
    'scheme prefix leaves a broken address',
    `javascript:alert(1)//${t()}@example.co.za`,
    messages.EMAIL_INVALID,
  )
  refused('homoglyph domain (Cyrillic a)', `${t()}@ex\u0430mple.co.za`, messages.EMAIL_INVALID)
  refused(
    'homoglyph local part (Greek o)',
    `th\u03BFndi.${t()}@example.co.za`,
    messages.EMAIL_INVALID,
  )
  refused('fullwidth at sign', `${t()}\uFF20example.co.za`, messages.EMAIL_INVALID)
  refused('SQL in the local part', `${t()}'OR'1'='1@example.co.za`, messages.EMAIL_INVALID)
  refused('no domain', `${t()}@`, messages.EMAIL_INVALID)
  refused('two at signs', `${t()}@evil.example@example.co.za`, messages.EMAIL_INVALID)
  refused('space inside', `${t()} x@example.co.za`, messages.EMAIL_INVALID)
  refused('plus alias', `${t()}+promo@example.co.za`, messages.EMAIL_ALIASES_NOT_ALLOWED)
  // RFC 5321: a local part over 64, a label over 63, an address over 254 cannot be delivered.
  refused(
    'local part of 65',
    `${t()}.${'a'.repeat(64)}`.slice(0, 65) + '@example.co.za',
    messages.EMAIL_INVALID,
  )
  refused('domain label of 64', `${t()}@${'b'.repeat(64)}.co.za`, messages.EMAIL_INVALID)
  refused(
    '255 characters (the spec maximum, over RFC 5321)',
    longEmail(t(), 255),
    messages.EMAIL_INVALID,
  )
  refused('256 characters', longEmail(t(), 256), messages.EMAIL_TOO_LONG)
  refused('empty', '', messages.FIELD_REQUIRED)
  refused('only whitespace', '   ', messages.FIELD_REQUIRED)
  refused('only markup', '<img src=x onerror=alert(1)>', messages.FIELD_REQUIRED)
  for (const value of [42, true, null])
    refused(`wrong type ${jsonString(value)}`, value, messages.FIELD_REQUIRED)
  refused('nested array', [`${t()}@example.co.za`], messages.FIELD_REQUIRED)

  // Valid after cleaning: hidden characters and surrounding space are removed.
  const wrapped = t()
  accepted(
    'markup around and inside',
    `<script>alert(1)</script>${wrapped}@exam<b>ple.co.za`,
    `${wrapped}@example.co.za`,
  )
  const zw = t()
  accepted(
    'zero-width characters inside',
    `${zw.replace('.', '.\u200B')}@example.co.za`,
    `${zw}@example.co.za`,
  )
  const rtl = t()
  accepted('right-to-left override', `\u202E${rtl}@example.co.za`, `${rtl}@example.co.za`)
  const nul = t()
  accepted('NUL byte', `${nul}@example.co.za\u0000`, `${nul}@example.co.za`)
  const spaced = t()
  accepted('surrounding whitespace', `  ${spaced}@example.co.za  `, `${spaced}@example.co.za`)
  // RFC 5321 allows 254; the SMTP server the tests run (smtp-server) refuses anything over 253.
  const exact = longEmail(t(), 253)
  accepted('253 characters', exact, exact)
  const local64 = `${t()}.${'a'.repeat(64)}`.slice(0, 64)
  accepted('local part of exactly 64', `${local64}@example.co.za`, `${local64}@example.co.za`)
  return cases
}

/** An address of exactly `length` characters starting with `tag`, every label at most 63. */
function longEmail(tag: string, length: number): string {
  let local = tag
  let domain = 'example.co.za'
  let room = length - local.length - 1 - domain.length
  while (room >= 65) {
    domain = `${'d'.repeat(63)}.${domain}`
    room -= 64
  }
  if (room === 1) {
    local += 'x'
    room = 0
  }
  if (room >= 2) domain = `${'d'.repeat(room - 1)}.${domain}`
  const address = `${local}@${domain}`
  if (address.length !== length)
    throw new Error(`longEmail: built ${address.length}, wanted ${length}`)
  return address
}

/** Cases every JSON form endpoint shares: bodies, content types, bot signals, extra fields. */
function envelopeCases(
  form: Form,
  valid: (ctx: CaseContext) => Record<string, unknown>,
  ctx: CaseContext,
): JsonCase[] {
  const p = `${form} body`
  const malformed = (
    id: string,
    raw: string | Buffer,
    contentType = 'application/json',
  ): JsonCase => ({
    id: `${p}: ${id}`,
    raw,
    contentType,
    expect: { kind: 'refused', status: 400, message: messages.INVALID_INPUT },
  })
  const unsupported = (id: string, contentType: string): JsonCase => ({
    id: `${p}: content type ${id}`,
    raw: JSON.stringify(valid(ctx)),
    contentType,
    expect: { kind: 'refused', status: 415, message: messages.INVALID_INPUT },
  })
  const created = (
    id: string,
    body: Record<string, unknown>,
    stored?: Record<string, string | null>,
    headers?: Record<string, string>,
  ): JsonCase => ({
    id: `${p}: ${id}`,
    body,
    headers,
    expect: { kind: 'created', stored },
  })
  const pretend = (id: string, body: Record<string, unknown>): JsonCase => ({
    id: `${p}: ${id}`,
    body,
    expect: { kind: 'pretend' },
  })

  const protoBody = (json: string) => {
    const text = JSON.stringify(valid(ctx))
    return `${text.slice(0, -1)},${json}}`
  }
  return [
    malformed('truncated JSON', '{"name":"Thandi"'),
    malformed('not JSON', '{oops'),
    malformed('empty body', ''),
    malformed('JSON null', 'null'),
    malformed('JSON array', '[{"name":"Thandi"}]'),
    malformed('JSON string', '"<script>alert(1)</script>"'),
    malformed('JSON number', '42'),
    malformed(
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    malformed('trailing garbage', `${JSON.stringify(valid(ctx))}<script>`),
    malformed('single quotes', "{'name':'Thandi'}"),
    {
      id: `${p}: 40 KB (over the 32 KB cap)`,
      raw: JSON.stringify({ ...valid(ctx), message: 'x'.repeat(40_000) }),
      contentType: 'application/json',
      expect: { kind: 'refused', status: 413, message: messages.INVALID_INPUT },
    },
    {
      id: `${p}: 2 MB of nesting`,
      raw: `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`,
      contentType: 'application/json',
      expect: { kind: 'refused', status: 413, message: messages.INVALID_INPUT },
    },
    {
      id: `${p}: deep nesting under the cap`,
      raw: protoBody(`"extra":${'['.repeat(5_000)}${']'.repeat(5_000)}`),
      contentType: 'application/json',
      expect: { kind: 'created' },
    },
    unsupported('text/plain', 'text/plain'),
    unsupported('form-urlencoded', 'application/x-www-form-urlencoded'),
    unsupported('multipart', 'multipart/form-data; boundary=x'),
    unsupported('text/html', 'text/html'),
    unsupported('application/json-patch+json', 'application/json-patch+json'),
    unsupported('xml', 'application/xml'),
    unsupported('none', ''),
    {
      id: `${p}: content type in capitals with a charset`,
      raw: JSON.stringify(valid(ctx)),
      contentType: 'APPLICATION/JSON; charset=utf-8',
      expect: { kind: 'created' },
    },
    // JSON prototype keys: neither the values under them nor a polluted prototype may count.
    {
      id: `${p}: __proto__ carries the missing name`,
      raw: protoBody('"__proto__":{"name":"Thandi Nkosi"}').replace(/"name":"[^"]*",/, ''),
      contentType: 'application/json',
      expect: {
        kind: 'field',
        field: 'name',
        message: form === 'enquiry' ? messages.NAME_REQUIRED : messages.CALLBACK_NAME_TOO_SHORT,
      },
    },
    {
      id: `${p}: __proto__ with markup`,
      raw: protoBody('"__proto__":{"message":"<script>alert(1)</script>","isAdmin":true}'),
      contentType: 'application/json',
      expect: { kind: 'created' },
    },
    {
      id: `${p}: constructor.prototype pollution`,
      raw: protoBody('"constructor":{"prototype":{"polluted":"<script>alert(1)</script>"}}'),
      contentType: 'application/json',
      expect: { kind: 'created' },
    },
    {
      id: `${p}: __proto__ overrides consent`,
      raw: protoBody('"__proto__":{"consent":true}').replace('"consent":true,', ''),
      contentType: 'application/json',
      expect: { kind: 'field', field: 'consent', message: messages.CONSENT_REQUIRED },
    },
    created('toString and hasOwnProperty keys', {
      ...valid(ctx),
      toString: '<script>',
      hasOwnProperty: 1,
      valueOf: null,
    }),
    // Extra fields the record has: a visitor sets none of them.
    created(
      'status, staff notes and id of their own',
      {
        ...valid(ctx),
        id: '00000000-0000-4000-8000-000000000000',
        status: 'won',
        staffNotes: '<script>alert(1)</script>',
        ipHash: 'x',
        consentAt: '1999-01-01',
      },
      { status: 'new', staff_notes: null },
    ),
    created('createdAt and userAgent of their own', {
      ...valid(ctx),
      createdAt: '1999-01-01T00:00:00Z',
      userAgent: '<script>alert(1)</script>',
    }),
    // Context the server keeps for staff: cleaned like any field.
    created(
      'sourcePage with markup',
      { ...valid(ctx), sourcePage: '/contact?x=<script>alert(1)</script>' },
      { source_page: '/contact?x=' },
    ),
    created(
      'sourcePage javascript:',
      { ...valid(ctx), sourcePage: 'javascript:alert(document.cookie)' },
      { source_page: null },
    ),
    created(
      'sourcePage other site',
      { ...valid(ctx), sourcePage: '//evil.example/phish' },
      { source_page: null },
    ),
    created(
      'sourcePage hides // behind markup',
      { ...valid(ctx), sourcePage: '/<b></b>/evil.example' },
      { source_page: null },
    ),
    created(
      'sourcePage with CR/LF',
      { ...valid(ctx), sourcePage: '/contact\r\nX-Injected: 1' },
      { source_page: '/contact X-Injected: 1' },
    ),
    created(
      'sourcePage as an object',
      { ...valid(ctx), sourcePage: { toString: '/admin' } },
      { source_page: null },
    ),
    created(
      'User-Agent with markup',
      valid(ctx),
      { user_agent: 'Mozilla/5.0 alert(1)' },
      { 'user-agent': 'Mozilla/5.0 <script>alert(1)</script><img src=x onerror=alert(1)>alert(1)' },
    ),
    created(
      'Referer with markup',
      valid(ctx),
      { source_page: '/contact' },
      { referer: 'http://localhost/contact<script>alert(1)</script>' },
    ),
    // Bot signals: answered as a success, nothing sent; held as spam (a callback holds no slot).
    pretend('honeypot filled', { ...valid(ctx), website: 'http://spam.example' }),
    pretend('honeypot with markup', { ...valid(ctx), website: '<script>alert(1)</script>' }),
    pretend('honeypot a number', { ...valid(ctx), website: 1 }),
    pretend('no form token', { ...valid(ctx), formToken: undefined }),
    pretend('forged form token', {
      ...valid(ctx),
      formToken: `${Date.now() - 60_000}.${'0'.repeat(64)}`,
    }),
    pretend('form token with markup', { ...valid(ctx), formToken: '<script>alert(1)</script>' }),
    pretend('form token a number', { ...valid(ctx), formToken: 1 }),
    pretend('SQL in the form token', { ...valid(ctx), formToken: "1' OR '1'='1" }),
  ]
}

/** Consent and the enquiry type: the choices a visitor makes. */
function choiceCases(
  form: Form,
  valid: (ctx: CaseContext) => Record<string, unknown>,
  ctx: CaseContext,
): JsonCase[] {
  const cases: JsonCase[] = []
  for (const consent of [false, 'true', 1, null, '<b>true</b>', undefined]) {
    cases.push({
      id: `${form} consent: ${jsonString(consent)}`,
      body: { ...valid(ctx), consent },
      expect: { kind: 'field', field: 'consent', message: messages.CONSENT_REQUIRED },
    })
  }
  return cases
}

export function enquiryCases(ctx: CaseContext): JsonCase[] {
  const cases: JsonCase[] = []
  // Name and message get every payload; the other fields a rotating sample (see pick).
  ;(Object.keys(ENQUIRY_RULES) as TextField[]).forEach((field, index) => {
    const sample = field === 'name' || field === 'message' ? null : index
    cases.push(...textFieldCases('enquiry', field, ENQUIRY_RULES[field], fullEnquiry, ctx, sample))
  })
  cases.push(...emailCases('enquiry', fullEnquiry, ctx))
  cases.push(...envelopeCases('enquiry', baseEnquiry, ctx))
  cases.push(...choiceCases('enquiry', baseEnquiry, ctx))

  const enquiryType = (
    id: string,
    value: unknown,
    expect: JsonExpectation,
    body = baseEnquiry(ctx),
  ) =>
    cases.push({ id: `enquiry enquiryType: ${id}`, body: { ...body, enquiryType: value }, expect })
  const enumMessage: JsonExpectation = {
    kind: 'field',
    field: 'enquiryType',
    message: /^Invalid option/,
  }
  enquiryType('unknown value', 'spam', enumMessage)
  enquiryType('capitals', 'SERVICE', enumMessage)
  enquiryType('markup', '<script>alert(1)</script>', enumMessage)
  enquiryType('a number', 1, enumMessage)
  enquiryType('null', null, enumMessage)
  enquiryType('missing', undefined, enumMessage)
  enquiryType('wrapped in markup', '<b>general</b>', {
    kind: 'created',
    stored: { enquiry_type: 'general' },
  })
  enquiryType('javascript: prefix', 'JaVaScRiPt:general', {
    kind: 'created',
    stored: { enquiry_type: 'general' },
  })
  return cases
}

export function callbackCases(ctx: CaseContext): JsonCase[] {
  const cases: JsonCase[] = []
  // The callback shares the enquiry's cleaning: a rotating sample of payloads per field.
  ;(Object.keys(CALLBACK_RULES) as CallbackTextField[]).forEach((field, index) => {
    cases.push(
      ...textFieldCases('callback', field, CALLBACK_RULES[field], fullCallback, ctx, index),
    )
  })
  cases.push(...emailCases('callback', fullCallback, ctx))
  cases.push(...envelopeCases('callback', fullCallback, ctx))
  cases.push(...choiceCases('callback', fullCallback, ctx))

  const dateCase = (id: string, date: unknown, message = messages.DATE_REQUIRED) =>
    cases.push({
      id: `callback date: ${id}`,
      body: { ...fullCallback(ctx), date },
      expect: { kind: 'field', field: 'date', message },
    })
  const timeCase = (id: string, time: unknown) =>
    cases.push({
      id: `callback time: ${id}`,
      body: { ...fullCallback(ctx), time },
      expect: { kind: 'field', field: 'time', message: messages.TIME_REQUIRED },
    })

  dateCase('not a day (30 February)', '2031-02-30')
  dateCase('a Saturday', '2031-03-01')
  dateCase('a Sunday', '2031-03-02')
  dateCase('in the past', '2020-03-02')
  dateCase('markup', '<script>alert(1)</script>')
  dateCase('SQL', "2031-03-03' OR '1'='1")
  dateCase('an ISO timestamp', '2031-03-03T09:00:00Z')
  dateCase('day first', '03-03-2031')
  dateCase('a number', 20310303)
  dateCase('null', null)
  dateCase('missing', undefined)
  dateCase('empty', '')
  timeCase('after the last slot', '17:00')
  timeCase('between slots', '09:15')
  timeCase('without a leading zero', '9:00')
  timeCase('before the first slot', '08:30')
  timeCase('12-hour format', '9:00 AM')
  timeCase('markup', '<img src=x onerror=alert(1)>')
  timeCase('SQL', "09:00'; DROP TABLE callbacks;--")
  timeCase('a number', 900)
  timeCase('null', null)
  timeCase('missing', undefined)

  const wrapped = ctx.slot()
  cases.push({
    id: 'callback date and time: wrapped in markup',
    body: { ...fullCallback(ctx), date: `<b>${wrapped.date}</b>`, time: `<i>${wrapped.time}</i>` },
    expect: { kind: 'created' },
  })
  const hidden = ctx.slot()
  cases.push({
    id: 'callback date and time: zero-width and NUL characters',
    body: {
      ...fullCallback(ctx),
      date: `\u200B${hidden.date}\u0000`,
      time: `${hidden.time}\uFEFF`,
    },
    expect: { kind: 'created' },
  })
  return cases
}

/** The first case books a slot; the second asks for the same slot and must be told it is taken. */
export function slotTakenPair(ctx: CaseContext): [JsonCase, JsonCase] {
  const slot = ctx.slot()
  return [
    {
      id: 'callback slot: first booking',
      body: { ...fullCallback(ctx), ...slot },
      expect: { kind: 'created' },
    },
    {
      id: 'callback slot: the same slot again',
      body: { ...fullCallback(ctx), ...slot },
      expect: { kind: 'refused', status: 409, message: messages.CALLBACK_FAILED.description },
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/** Credentials that must never sign anyone in. `password` undefined means the real one. */
export interface SignInCase {
  readonly id: string
  readonly body: unknown
}

/**
 * Hostile sign-in attempts against a real account (`email`, `password`) and against nobody.
 * None of them may sign in; each must look exactly like an ordinary failure.
 */
export function signInCases(
  account: { email: string; password: string },
  tag: () => string,
): SignInCase[] {
  const { email, password } = account
  const cases: SignInCase[] = []
  const add = (id: string, body: unknown) => cases.push({ id, body })
  const nobody = () => `${tag()}@example.co.za`

  // Injection in the email, with the real password.
  add('SQL tautology in email', { email: "' OR '1'='1' --", password })
  add('SQL comment after the real email', { email: `${email}'--`, password })
  add('SQL UNION in email', {
    email: `x' UNION SELECT email, password FROM users--@example.co.za`,
    password,
  })
  add('operator object in email', { email: { $ne: null }, password })
  add('operator object {equals}', { email: { equals: email }, password })
  add('operator object {like}', { email: { like: '%' }, password })
  add('array of emails', { email: [email, nobody()], password })
  add('markup in email', {
    email: `<script>alert(1)</script>${email}`,
    password: 'not-the-password-1',
  })
  add('CR/LF in email', {
    email: `${email}\r\nBcc: victim@evil.example`,
    password: 'not-the-password-2',
  })
  add('homoglyph of the real email', { email: email.replace('o', '\u043E'), password })
  add('right-to-left override in email', { email: `\u202E${nobody()}`, password })
  add('zero-width in email', { email: nobody().replace('@', '\u200B@'), password })
  add('email of 10,000 characters', { email: `${'a'.repeat(10_000)}@example.co.za`, password })
  add('email a number', { email: 42, password })
  add('email null', { email: null, password })
  add('email missing', { password })
  add('email empty', { email: '', password })
  // Injection in the password, against the real email.
  add('SQL tautology in password', { email: nobody(), password: "' OR '1'='1' --" })
  add('operator object in password', { email: nobody(), password: { $ne: null } })
  add('array password', { email: nobody(), password: [password] })
  add('password a number', { email: nobody(), password: 12345678901 })
  add('password true', { email: nobody(), password: true })
  add('password null', { email: nobody(), password: null })
  add('password missing', { email: nobody() })
  add('password empty', { email: nobody(), password: '' })
  add('password of 100,000 characters', { email: nobody(), password: 'p'.repeat(100_000) })
  add('markup in password', { email: nobody(), password: '<script>alert(1)</script>' })
  add('CR/LF in password', { email: nobody(), password: 'x\r\nSet-Cookie: payload-token=forged' })
  add('unknown email', { email: nobody(), password })
  add(
    'JSON prototype keys',
    JSON.parse(
      `{"email":"${nobody()}","password":"x","__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}`,
    ) as unknown,
  )
  add('role and collection of their own', {
    email: nobody(),
    password: 'x',
    role: 'admin',
    collection: 'users',
  })
  return cases
}

/** NUL bytes reach Postgres as a query parameter unless something stops them first. */
export const nulInEmail = (tag: () => string, password: string): SignInCase => ({
  id: 'NUL byte in email',
  body: { email: `${tag()}\u0000@example.co.za`, password },
})

export const nulInPassword = (email: string): SignInCase => ({
  id: 'NUL byte in password',
  body: { email, password: 'pass\u0000word' },
})
