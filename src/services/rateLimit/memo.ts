import type { Payload } from 'payload'

/** One limiter per Payload instance, built on first use. */
export function perPayload<T extends object>(
  build: (payload: Payload) => T,
): (payload: Payload) => T {
  const built = new WeakMap<Payload, T>()
  return (payload) => {
    let value = built.get(payload)
    if (!value) {
      value = build(payload)
      built.set(payload, value)
    }
    return value
  }
}
