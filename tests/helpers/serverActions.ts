import fs from 'node:fs'
import path from 'node:path'

type ReferenceManifest = { node: Record<string, { exportedName?: string; filename?: string }> }

/**
 * A server action's id in the built app, by its export name and part of its file's path: what a
 * browser sends as `Next-Action`. Ids change with every build, so they are read from the build's
 * server reference manifest.
 */
export function serverActionId(exportedName: string, fileHint: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve('.next/server/server-reference-manifest.json'), 'utf8'),
  ) as ReferenceManifest
  const entry = Object.entries(manifest.node).find(
    ([, info]) => info.exportedName === exportedName && (info.filename ?? '').includes(fileHint),
  )
  if (!entry)
    throw new Error(`${exportedName} (${fileHint}) is not in the server reference manifest`)
  return entry[0]
}
