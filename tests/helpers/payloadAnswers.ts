import type { PaginatedDocs } from 'payload'

import type { User } from '@/payload-types'

/**
 * What Payload's REST and GraphQL endpoints answer, for tests that read the JSON of an HTTP
 * response: the shapes are written once here rather than as `any` at every call.
 */

export type { PaginatedDocs }

/** One entry of an error answer, REST and GraphQL alike. */
export type ApiError = { message: string }

/** A REST error answer. */
export type ErrorsAnswer = { errors: ApiError[] }

/** A GraphQL answer: `data` holds what the query could read, `errors` what it could not. */
export type GraphqlAnswer<Data> = { data?: Data | null; errors?: ApiError[] }

/** POST /api/users/login, for an account that signed in. */
export type LoginAnswer = { token: string; user: User }

/** GET /api/users/me: `user` is null when the request signs nobody in. */
export type MeAnswer = { user: User | null }
