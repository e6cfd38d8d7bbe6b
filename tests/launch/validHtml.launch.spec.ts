/**
 * The Nu HTML Checker (vnu-jar from npm, run on the machine's Java) over the HTML the production
 * build serves: every public page, the quote-mode contact page, the portal sign-in page and the
 * not-found page. 0 errors, apart from the messages listed with a reason in htmlCheckerIgnores.ts.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, it } from 'vitest'

import { HTML_CHECKER_IGNORES } from './htmlCheckerIgnores'
import { launchPages } from './launchPages'

const exec = promisify(execFile)
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
)

type VnuMessage = {
  type: string
  subType?: string
  url: string
  message: string
  extract?: string
  lastLine?: number
}

it('finds no HTML errors in the production build', async () => {
  const files = launchPages().map((page) => page.file)
  expect(files.length).toBeGreaterThan(15)
  const { stderr } = await exec(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  const errors = messages.filter(
    (m) =>
      (m.type === 'error' || m.subType === 'fatal') &&
      !HTML_CHECKER_IGNORES.some(({ pattern }) => pattern.test(m.message)),
  )
  const report = errors.map(
    (m) =>
      `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`,
  )
  expect(report).toEqual([])
})
