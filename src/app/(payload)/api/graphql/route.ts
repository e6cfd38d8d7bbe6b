/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Changed by hand: bodies are capped (src/utilities/limitApiBody.ts). Keep that if regenerated. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { limitApiBody } from '@/utilities/limitApiBody'

export const POST = limitApiBody(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
