import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES, outcomeResponse, readJsonBody } from '@/features/leads/intake/http'
import { toActionResult } from '@/features/leads/intake/result'

const post = (body: BodyInit, type = 'application/json', extra: Record<string, string> = {}) =>
  new Request('http://localhost/forms/enquiry', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...extra },
  })

describe('lead endpoints over HTTP', () => {
  it('reads a JSON body', async () => {
    expect(await readJsonBody(post('{"name":"Thandi"}'))).toEqual({
      ok: true,
      value: { name: 'Thandi' },
    })
    expect((await readJsonBody(post('{}', 'application/json; charset=utf-8'))).ok).toBe(true)
  })

  it('answers 415 to anything but JSON, which a cross-site HTML form cannot send', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/jsonx',
    ]) {
      const read = await readJsonBody(post('{}', type))
      expect(read.ok ? 200 : read.response.status).toBe(415)
    }
  })

  it('answers 400 to malformed JSON or invalid UTF-8', async () => {
    for (const body of ['{bad', '', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const read = await readJsonBody(post(body))
      expect(read.ok ? 200 : read.response.status).toBe(400)
    }
  })

  it('answers 413 to an oversized body, declared or streamed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = await readJsonBody(post(big))
    expect(declared.ok ? 200 : declared.response.status).toBe(413)

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1)
          controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)))
        controller.close()
      },
    })
    const request = new Request('http://localhost/forms/enquiry', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    const streamed = await readJsonBody(request)
    expect(streamed.ok ? 200 : streamed.response.status).toBe(413)
  })

  it('maps outcomes to real statuses, with Retry-After on 429', async () => {
    expect(outcomeResponse({ ok: true, data: { id: 'x' } }).status).toBe(201)
    const limited = outcomeResponse({
      ok: false,
      reason: 'rate-limited',
      message: 'm',
      retryAfterSeconds: 42,
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('42')
    const invalid = outcomeResponse({
      ok: false,
      reason: 'invalid',
      message: 'm',
      fieldErrors: { name: ['Name is required'] },
    })
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      ok: false,
      message: 'm',
      fieldErrors: { name: ['Name is required'] },
    })
    expect(outcomeResponse({ ok: false, reason: 'slot-taken', message: 'm' }).status).toBe(409)
    expect(outcomeResponse({ ok: false, reason: 'malformed', message: 'm' }).status).toBe(400)
    expect(outcomeResponse({ ok: false, reason: 'unexpected', message: 'm' }).status).toBe(500)
  })

  it('gives server actions the result shape without HTTP details', () => {
    expect(
      toActionResult({ ok: false, reason: 'rate-limited', message: 'm', retryAfterSeconds: 5 }),
    ).toEqual({
      ok: false,
      message: 'm',
    })
  })
})
