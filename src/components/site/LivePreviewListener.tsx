'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** Draft mode only: re-renders the page when staff save in the live preview pane. */
export function LivePreviewListener({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
}
