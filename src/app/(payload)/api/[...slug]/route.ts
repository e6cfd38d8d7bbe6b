/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by hand: bodies are capped (src/utilities/limitApiBody.ts). Keep that if regenerated. */
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

export const GET = REST_GET(config)
export const POST = limitApiBody(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = limitApiBody(REST_PATCH(config))
export const PUT = limitApiBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
