import { getPayloadClient } from '@/data/payload'

import { handlePortalUpload } from '@/features/portal/upload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handlePortalUpload(await getPayloadClient(), request)
}
