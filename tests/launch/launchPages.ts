import fs from 'node:fs'
import path from 'node:path'

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
