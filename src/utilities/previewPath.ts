import { collectionType, globalType, isContentPath, type PublicDoc } from './contentTypes'

type PreviewTarget = { collection: string; data: PublicDoc } | { global: string }

/** The public page a document or global is shown on (its content type's path), or null. */
export function previewPath(target: PreviewTarget): string | null {
  if ('global' in target) return globalType(target.global)?.path({}) ?? null
  return collectionType(target.collection)?.path(target.data) ?? null
}

/** Only the paths of content types, matched by shape, so the route can never become an open redirect. */
export const isPreviewablePath = isContentPath

/** The admin's preview address for a path: the preview route checks staff, then opens it. */
export const previewUrl = (serverUrl: string, path: string) =>
  `${serverUrl}/next/preview?${new URLSearchParams({ path }).toString()}`
