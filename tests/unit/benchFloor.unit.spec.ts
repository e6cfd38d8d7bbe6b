import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FLOOR_SUBMIT_PATH } from '../../scripts/bench/stack'

/**
 * bench:submit's floor lives in the bench's own empty Next app (scripts/bench/stack.ts), not in
 * the product: no production build carries its route, its table or its switch.
 */

const SRC = path.resolve(import.meta.dirname, '../../src')
const APP = path.join(SRC, 'app')

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )

/** The paths the app answers, from its page and route files; groups such as (site) add nothing. */
const appRoutes = (): string[] =>
  filesUnder(APP)
    .filter((file) => /(?:^|\/)(?:page|route)\.(?:tsx?|jsx?|mjs)$/.test(file))
    .map(
      (file) =>
        `/${path
          .relative(APP, path.dirname(file))
          .split(path.sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment))
          .join('/')}`,
    )

describe('the benchmark floor stays out of the product', () => {
  it('no file under src/ names the floor, its table or its switch', () => {
    const mentions = filesUnder(SRC).filter((file) =>
      /bench[-_ ]?floor/i.test(fs.readFileSync(file, 'utf8')),
    )
    expect(mentions.map((file) => path.relative(SRC, file))).toEqual([])
  })

  it('the production app has no floor route', () => {
    const routes = appRoutes()
    expect(routes).toContain('/forms/enquiry')
    expect(routes).not.toContain(FLOOR_SUBMIT_PATH)
    expect(routes.filter((route) => route.includes('bench'))).toEqual([])
  })
})
