import type { Payload } from 'payload'

import { poolOf } from './client'

/** The cheapest statement that still needs a working connection: the health check's probe. */
export const pingDatabase = (payload: Payload): Promise<unknown> =>
  poolOf(payload).query('select 1')
