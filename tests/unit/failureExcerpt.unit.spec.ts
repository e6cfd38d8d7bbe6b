import { describe, expect, it } from 'vitest'

import { failureExcerpt } from '../../scripts/lib/failureExcerpt'

// The section as vitest 4 writes it to a file, colours included: stop 47's CI failure, and a
// timeout like stop 48's.
const SECTION = [
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Failed Tests 2 \u001b[49m\u001b[22m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[42m int \u001b[49m\u001b[39m tests/int/seed.int.spec.ts > seed > a second run creates and changes nothing',
  '\u001b[31m\u001b[1mAssertionError\u001b[22m: expected { …(2) } to deeply equal { …(2) }\u001b[39m',
  '',
  '\u001b[32m- Expected\u001b[39m',
  '\u001b[31m+ Received\u001b[39m',
  '',
  '\u001b[33m@@ -14,11 +14,11 @@\u001b[39m',
  '\u001b[2m      "pages": 5,\u001b[22m',
  '\u001b[32m-     "payload-jobs": 5,\u001b[39m',
  '\u001b[31m+     "payload-jobs": 6,\u001b[39m',
  '\u001b[2m      "payload-kv": 0,\u001b[22m',
  ' \u001b[36m ❯ tests/int/seed.int.spec.ts:124:19\u001b[39m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[42m int \u001b[49m\u001b[39m tests/int/accessMatrix.int.spec.ts > through graphql > update',
  '\u001b[31m\u001b[1mError\u001b[22m: Test timed out in 60000ms.\u001b[39m',
  'If this is a long-running test, pass a timeout value as the last argument.',
]

describe('what the failed tests got, for the end of the CI log', () => {
  it('keeps each failure, its error and its diff’s changed lines, without colours or context', () => {
    expect(failureExcerpt(SECTION)).toEqual([
      'FAIL   int  tests/int/seed.int.spec.ts > seed > a second run creates and changes nothing',
      '  AssertionError: expected { …(2) } to deeply equal { …(2) }',
      '- Expected',
      '+ Received',
      '-     "payload-jobs": 5,',
      '+     "payload-jobs": 6,',
      'FAIL   int  tests/int/accessMatrix.int.spec.ts > through graphql > update',
      '  Error: Test timed out in 60000ms.',
    ])
  })

  it('keeps nothing from a log without failures', () => {
    expect(
      failureExcerpt(['', ' ✓ tests/int/seed.int.spec.ts (3 tests)', ' Tests  3 passed']),
    ).toEqual([])
  })

  it('clips a long line and says how many lines it left out', () => {
    const json = `-     "about-page": "${'x'.repeat(5000)}"`
    const lines = failureExcerpt([json, ...Array.from({ length: 50 }, (_, i) => `+ ${i}`)], 10, 60)
    expect(lines).toHaveLength(11)
    expect(lines[0]).toBe(`${json.slice(0, 60)}…`)
    expect(lines.at(-1)).toBe('… 41 more')
  })
})
