import { getPayloadClient } from '@/data/payload'

import { handlePortalUpload } from './handleUpload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handlePortalUpload(await getPayloadClient(), request)
}
