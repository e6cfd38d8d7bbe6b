import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The app's one Payload instance (Local API, same process). `cron: true` starts the jobs autoRun
 * (queued emails and their retries) in the app server on first use, not only after someone opens
 * the admin or the REST API.
 */
export const getPayloadClient = () => getPayload({ config, cron: true })
