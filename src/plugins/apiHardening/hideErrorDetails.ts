import { AuthenticationError, LockedAuth, type AfterErrorHook } from 'payload'

import { INVALID_REQUEST } from '@/validation/messages'

const MAX_CAUSES = 6

/** The Postgres error code behind an error, following `cause` (Drizzle) and `originalError` (GraphQL). */
function postgresCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let i = 0; i < MAX_CAUSES && current && typeof current === 'object'; i++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code
    current =
      'originalError' in current && current.originalError
        ? current.originalError
        : 'cause' in current
          ? current.cause
          : undefined
  }
  return undefined
}

const originalOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'originalError' in error && error.originalError
    ? error.originalError
    : error

/** Caller-caused Postgres data exceptions become 400 without SQL; a locked account reads as a wrong password. */
export const hideErrorDetails: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const code = postgresCode(error)
  if (code?.startsWith('22')) {
    if (graphqlResult) {
      return {
        graphqlResult: {
          ...graphqlResult,
          message: INVALID_REQUEST,
          extensions: { name: 'ValidationError', statusCode: 400 },
        },
      }
    }
    return { response: { errors: [{ message: INVALID_REQUEST }] }, status: 400 }
  }
  if (graphqlResult && originalOf(error) instanceof LockedAuth) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: new AuthenticationError(req.t).message,
        extensions: { name: 'AuthenticationError', statusCode: 401 },
      },
    }
  }
}
