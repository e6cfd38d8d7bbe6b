import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The public marketing site, as a visitor sees it: content from the CMS, the shared
 * layout, 404s, SEO tags, search, the offline page and accessibility on every route.
 */

type SiteSettings = {
  brandName: string
  contactEmail: string
  socialUrl?: string | null
  foundedYear: number
}

const SERVICE_PRICES: Record<string, string> = {
  'web-development': 'From R29,999',
  'software-development': 'From R49,999',
  'mobile-development': 'From R59,999',
  'digital-marketing': 'From R1,499/month',
  'domain-services': 'From R199/year',
  'web-hosting': 'From R149/month',
  'seo-optimization': 'From R9,999/month',
  'ecommerce-development': 'From R39,999',
  'it-consulting': 'From R1,499/hour',
  'maintenance-support': 'From R2,999/month',
  'cloud-services': 'From R4,999/month',
  'ai-integration': 'From R24,999',
}

async function siteSettings(page: Page): Promise<SiteSettings> {
  const res = await page.request.get('/api/globals/site-settings?depth=0')
  expect(res.ok()).toBe(true)
  return (await res.json()) as SiteSettings
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const main = (page: Page) => page.locator('#main-content')

test.describe('public site', () => {
  test('home: hero, six CMS services, why choose, tools and closing call to action', async ({
    page,
  }) => {
    const res = await page.goto('/')
    expect(res?.status()).toBe(200)
    const settings = await siteSettings(page)

    await expect(page).toHaveTitle(
      `Digital Solutions & Web Development South Africa | ${settings.brandName}`,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1)

    await expect(main(page).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main(page).getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
      'href',
      '/client-portal',
    )

    const learnMore = main(page).getByRole('link', { name: /^Learn More/ })
    await expect(learnMore).toHaveCount(6)
    for (const href of await learnMore.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/)
    }
    await expect(main(page).getByText('From R29,999').first()).toBeVisible()

    await expect(main(page).getByRole('heading', { name: new RegExp(`^Why Choose`) })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Advanced Digital Tools' })).toBeVisible()
    for (const href of ['/ai-estimator', '/proposal-builder', '/performance-audit', '/templates']) {
      await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(main(page).getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main(page).getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
      'href',
      '/services',
    )

    const website = (await jsonLd(page)).find((block) => block['@type'] === 'WebSite')
    expect(JSON.stringify(website?.potentialAction)).toContain('/search?q={search_term_string}')
  })

  test('/services: the 12 services with four features, rand prices and quote links', async ({
    page,
  }) => {
    await page.goto('/services')
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
    const cards = main(page).locator('article')
    await expect(cards).toHaveCount(12)

    for (const [slug, price] of Object.entries(SERVICE_PRICES)) {
      const card = cards.filter({ has: page.locator(`a[href="/services/${slug}"]`) })
      await expect(card).toHaveCount(1)
      await expect(card.getByText(price, { exact: true })).toBeVisible()
      await expect(card.locator('ul li')).toHaveCount(4)
      // The service's icon, drawn from the sprite (src/components/site/ServiceIcon.tsx). A <use>
      // whose file or symbol is missing draws nothing and reports nothing: its box stays empty.
      const icon = card.locator('svg.icon use')
      await expect(icon).toHaveCount(1)
      await expect
        .poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width))
        .toBeGreaterThan(0)
      // Each service's own prerendered quote page (issue 41), not a query string.
      await expect(card.getByRole('link', { name: /^Get Quote/ })).toHaveAttribute(
        'href',
        `/contact/quote/${slug}`,
      )
    }
    await expect(main(page).getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('/services/{id}: every detail section, structured data and the quote link', async ({
    page,
  }) => {
    const res = await page.goto('/services/web-development')
    expect(res?.status()).toBe(200)
    const content = main(page)
    await expect(content.getByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible()
    await expect(content.getByText('4-8 weeks')).toBeVisible()
    await expect(content.getByText('From R29,999').first()).toBeVisible()
    for (const heading of [
      'Overview',
      "What's Included",
      'Key Benefits',
      'Our Process',
      'Technologies',
      'Deliverables',
      'Our Guarantee',
    ]) {
      await expect(content.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(content.locator('section[aria-labelledby="included-heading"] li')).toHaveCount(10)
    await expect(content.locator('section[aria-labelledby="process-heading"] ol > li')).toHaveCount(
      5,
    )
    await expect(content.locator('a[href="/contact/quote/web-development"]').first()).toBeVisible()
    await expect(content.locator('a[href="/client-portal"]').first()).toBeVisible()

    const service = (await jsonLd(page)).find((block) => block['@type'] === 'Service')
    expect(service).toMatchObject({
      name: 'Web Development',
      offers: { priceCurrency: 'ZAR', price: 29999 },
    })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/services\/web-development$/,
    )
  })

  test('an unknown service id shows Service Not Found with HTTP 404 and a way back', async ({
    page,
  }) => {
    const res = await page.goto('/services/not-a-real-service')
    expect(res?.status()).toBe(404)
    await expect(main(page).getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: /services/i })).toHaveAttribute(
      'href',
      '/services',
    )
    await expectNoAxeViolations(page)
  })

  test('unknown paths show the not-found page with HTTP 404', async ({ page }) => {
    for (const path of ['/this-page-does-not-exist', '/deeply/nested/unknown/path']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(404)
      await expect(main(page).getByText('404', { exact: true })).toBeVisible()
      await expect(main(page).getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
        'href',
        '/',
      )
      // Still the not-found page's title once React has hydrated the page (Next's router set up).
      await page.waitForFunction(() =>
        Boolean((window as { next?: { router?: unknown } }).next?.router),
      )
      await expect(page).toHaveTitle(/^Page not found \| /)
    }
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
  })

  test('a missing page reached inside the app shows the not-found page and its title', async ({
    page,
  }) => {
    await page.goto('/about')
    // What a <Link> to a deleted page does: Next's router fetches the page's flight data.
    await page.waitForFunction((path) => {
      const { next } = window as unknown as { next?: { router?: { push: (href: string) => void } } }
      next?.router?.push(path)
      return Boolean(next?.router)
    }, '/this-page-does-not-exist')
    await expect(main(page).getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
    await expect(page).toHaveURL(/\/this-page-does-not-exist$/)
    await expect(page).toHaveTitle(/^Page not found \| /)
  })

  test('/about: figures from site settings, story, values, team, why choose us, organisation data', async ({
    page,
  }) => {
    await page.goto('/about')
    const settings = await siteSettings(page)
    const content = main(page)
    for (const [label, value] of [
      ['Happy Clients', '500+'],
      ['Projects Completed', '1,200+'],
      ['Years Experience', '8+'],
      ['Uptime Guarantee', '99.9%'],
    ] as const) {
      await expect(content.locator('dl div').filter({ hasText: label })).toContainText(value)
    }
    await expect(content.getByText('4.9/5')).toBeVisible()
    await expect(content.getByRole('heading', { name: 'Our Story' })).toBeVisible()
    await expect(
      content.getByText(`Founded in ${settings.foundedYear}`, { exact: true }),
    ).toBeVisible()
    for (const value of [
      'Innovation First',
      'Client Success',
      'Quality Assurance',
      '24/7 Support',
    ]) {
      await expect(content.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await expect(content.locator('section[aria-labelledby="team-heading"] li')).toHaveCount(4)
    await expect(content.locator('section[aria-labelledby="why-us-heading"] li')).toHaveCount(6)
    await expect(content.getByText('98% Client Satisfaction')).toBeVisible()
    await expect(content.locator('a[href="/contact"]').first()).toBeVisible()
    await expect(content.locator('a[href="/services"]').first()).toBeVisible()

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    const organisation = (await jsonLd(page)).find((block) => block['@type'] === 'Organization')
    expect(organisation).toMatchObject({
      name: settings.brandName,
      foundingDate: String(settings.foundedYear),
    })
  })

  test('team photos load lazily once scrolled into view, in a box that keeps its size', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/about')
    const team = page.locator('section[aria-labelledby="team-heading"] li').first()
    const box = team.locator('div[style*="aspect-ratio"]')
    await expect(box).toHaveCount(1)
    await expect(box.locator('img')).toHaveCount(0)
    await expect(box.getByRole('status')).toHaveCount(1)
    const before = await box.boundingBox()

    await team.scrollIntoViewIfNeeded()
    await expect(box.locator('img')).toHaveCount(1)
    await expect(box.getByRole('status')).toHaveCount(0)
    const after = await box.boundingBox()
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
  })

  test('legal pages render their CMS rich text', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible()
      expect(await main(page).locator('h2').count()).toBeGreaterThan(3)
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
    }
  })

  test('header marks the current section with aria-current (Home only on /)', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    const cases: Array<[string, string]> = [
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/services/web-development', 'Services'],
      ['/about', 'About'],
    ]
    for (const [path, current] of cases) {
      await page.goto(path)
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
  })

  test('mobile menu at 375px opens, closes, and closes again after choosing a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('footer: service and legal links, social link, mailto from site settings, current year', async ({
    page,
  }) => {
    await page.goto('/')
    const settings = await siteSettings(page)
    const footer = page.locator('footer')
    for (const href of [
      '/services/web-development',
      '/services/software-development',
      '/services/mobile-development',
      '/services/digital-marketing',
      '/about',
      '/work',
      '/insights',
      '/contact',
      '/privacy-policy',
      '/paia-manual',
      '/terms-of-service',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.locator(`a[href="mailto:${settings.contactEmail}"]`)).toHaveText(
      settings.contactEmail,
    )
    if (settings.socialUrl)
      await expect(footer.locator(`a[href="${settings.socialUrl}"]`)).toHaveCount(1)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${settings.brandName}`)
  })

  test('skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/services')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('search: ranked results with a count, and an empty state', async ({ page }) => {
    await page.goto('/search')
    await page.getByLabel('Search the site').fill('hosting')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=hosting$/)
    await expect(
      main(page).getByRole('heading', { name: /^\d+ results? for “hosting”$/ }),
    ).toBeVisible()
    await expect(main(page).locator('ol a[href="/services/web-hosting"]')).toHaveCount(1)
    await expect(main(page).locator('ol mark').first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/search?q=xqzvbnmw')
    await expect(
      main(page).getByRole('heading', { name: '0 results for “xqzvbnmw”' }),
    ).toBeVisible()
    await expect(main(page).getByText(/No results found/)).toBeVisible()
  })

  test('sitemap lists pages and services; robots excludes admin and portal', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    for (const path of [
      '/services',
      '/about',
      '/services/web-development',
      '/services/ai-integration',
      '/privacy-policy',
    ]) {
      expect(xml).toContain(`${path}</loc>`)
    }
    expect(xml).not.toContain('/client-portal')

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/admin/)
    expect(robots).toMatch(/Disallow: \/client-portal/)
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('every page has a title with the brand, a description, a canonical URL and Open Graph tags', async ({
    page,
  }) => {
    const settings = await siteSettings(page)
    for (const path of [
      '/',
      '/services',
      '/services/seo-optimization',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      await page.goto(path)
      await expect(page).toHaveTitle(new RegExp(settings.brandName))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        /^https?:\/\//,
      )
    }
  })

  test('the service worker serves the offline page only when the network is down', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // Let the worker take control of this page, then check it passes live HTML through.
    await page.reload()
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()

    await context.setOffline(true)
    try {
      await page.goto('/services').catch(() => undefined)
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
    await page.goto('/services')
    await expect(main(page).locator('article')).toHaveCount(12)
  })

  for (const path of [
    '/',
    '/services',
    '/services/web-development',
    '/work',
    '/work/umhlanga-threads-online-store',
    '/about',
    '/privacy-policy',
    '/terms-of-service',
    '/search?q=web',
  ]) {
    test(`axe-core finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }

  test('axe-core finds no violations with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectNoAxeViolations(page)
  })
})
