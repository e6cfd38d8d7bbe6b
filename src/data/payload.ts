import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The app's one Payload instance (Local API, same process). */
export const getPayloadClient = () => getPayload({ config })
