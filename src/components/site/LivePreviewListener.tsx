'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In draft mode only (the site layout decides): when staff save in the admin's live preview
 * pane, the page re-renders with the new draft, as in Payload's website template.
 */
export function LivePreviewListener({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
}
