import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** One Payload instance per test file, on the test database. */
export function getTestPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}
