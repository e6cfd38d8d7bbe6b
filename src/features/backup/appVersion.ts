import fs from 'node:fs'
import path from 'node:path'

/** The app's name and version from package.json (copied into the production image too). */
export function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return { name: pkg.name, version: pkg.version }
}
