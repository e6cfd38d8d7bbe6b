import type { AfterErrorHook } from 'payload'

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/db/unavailable'
import { SERVICE_UNAVAILABLE } from '@/validation/messages'

/** A REST or GraphQL call that failed only because Postgres is restarting answers 503 with Retry-After, not 500. */
export const databaseUnavailable: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (!isDatabaseUnavailable(error)) return
  if (graphqlResult)
    return {
      graphqlResult: {
        ...graphqlResult,
        message: SERVICE_UNAVAILABLE,
        extensions: { name: 'ServiceUnavailable', statusCode: 503 },
      },
    }
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  return { response: { errors: [{ message: SERVICE_UNAVAILABLE }] }, status: 503 }
}
