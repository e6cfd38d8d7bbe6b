import type { CollectionBeforeOperationHook } from 'payload'

import { ANONYMOUS_MAX_DEPTH } from '@/validation/limits'

/** Anonymous REST reads get depth 1 at most, so one request cannot fan out into thousands of joins. */
export const capAnonymousDepth: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.user || req.payloadAPI !== 'REST') return args
  const asked: unknown = 'depth' in args ? args.depth : undefined
  const requested =
    asked === undefined || asked === null || asked === ''
      ? req.payload.config.defaultDepth
      : Number(asked)
  const depth = Number.isFinite(requested)
    ? Math.max(0, Math.min(requested, ANONYMOUS_MAX_DEPTH))
    : ANONYMOUS_MAX_DEPTH
  return { ...args, depth }
}
