/**
 * What the Playwright benchmarks (bench:inp, bench:trace) share: Debian's Chromium, the machine's
 * Lighthouse benchmarkIndex measured in it, and how a benchmark ends on an error.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromium, type Browser } from 'playwright'

/** Debian's Chromium (CHROMIUM_PATH to choose another): test tools cannot download browsers here. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })

/** The machine's benchmarkIndex, computed by Lighthouse's own page function in this Chromium. */
export async function measureIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await page.close()
  }
}

/** Runs a benchmark's main: an error ends it with its message and exit code 1. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
