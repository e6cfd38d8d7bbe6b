import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** `cron: true` starts the jobs autoRun on first use, not only after someone opens the admin. */
export const getPayloadClient = () => getPayload({ config, cron: true })
