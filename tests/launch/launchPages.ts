import fs from 'node:fs'
import path from 'node:path'

import { required } from '../helpers/lists'

/** Where scripts/launchCheck.ts saved the production build's answers, and the address it used. */
export const LAUNCH_DIR = process.env.LAUNCH_DIR ?? path.resolve('.tmp/launch')
export const LAUNCH_ORIGIN = process.env.NEXT_PUBLIC_SERVER_URL ?? 'https://www.kayadigital.co.za'

export type SavedPage = { name: string; file: string; html: string }

export function launchPages(): SavedPage[] {
  const dir = path.join(LAUNCH_DIR, 'pages')
  if (!fs.existsSync(dir)) throw new Error(`No saved pages in ${dir}: run \`npm run test:launch\``)
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.html$/, ''),
      file: path.join(dir, file),
      html: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
}

/** The group of every match of `pattern` (a global pattern with one group) in `text`. */
export const captures = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((match) => required(match[1], `the group of ${pattern}`))

/** An attribute's values, caught by `pattern`'s group, with `&amp;` read as a browser reads it. */
export const attributeValues = (html: string, pattern: RegExp): string[] =>
  captures(html, pattern).map((value) => value.replace(/&amp;/g, '&'))
