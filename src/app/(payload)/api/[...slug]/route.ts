/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by hand: bodies are capped (src/utilities/limitApiBody.ts) and unknown routes answer 404
   (src/utilities/unknownRouteNotFound.ts). Keep that if regenerated. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { limitApiBody } from '@/utilities/limitApiBody'
import { unknownRouteNotFound } from '@/utilities/unknownRouteNotFound'

export const GET = unknownRouteNotFound(REST_GET(config))
export const POST = unknownRouteNotFound(limitApiBody(REST_POST(config)))
export const DELETE = unknownRouteNotFound(REST_DELETE(config))
export const PATCH = unknownRouteNotFound(limitApiBody(REST_PATCH(config)))
export const PUT = unknownRouteNotFound(limitApiBody(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
