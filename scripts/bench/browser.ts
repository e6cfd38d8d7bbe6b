/**
 * What the Playwright benchmarks (bench:inp, bench:trace) share: Debian's Chromium and the
 * machine's Lighthouse benchmarkIndex measured in it.
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
