import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test'

import { DEMO_CLIENT, seedAdmin } from '../../seed/data/users'
import { signInToAdminPanel, siteStarted } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * Security headers as a browser receives them from the production build (src/proxy.ts, and for
 * prerendered pages src/cache/cacheHandler.mjs), and proof that every page, the portal and the admin
 * panel still work under their Content-Security-Policy: a single blocked script, style, image, font,
 * fetch or eval shows up as a violation here.
 */

const NONCE = '[A-Za-z0-9+/]{22}=='
const HASHES = "(?:'sha256-[A-Za-z0-9+/]{43}=' )+"

const SITE_POLICY =
  "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic' 'wasm-unsafe-eval'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' data:; " +
  "worker-src 'self'; manifest-src 'self'; media-src 'self'; frame-src 'none'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

const ADMIN_POLICY =
  "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; " +
  "worker-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'self'"

const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"
const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'"

const PERMISSIONS =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
  'gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
  'screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), publickey-credentials-get=(self)'

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
] as const

/** The headers every response carries; the e2e server is the production build. */
const common = (frame: 'DENY' | 'SAMEORIGIN') => ({
  'x-frame-options': frame,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS,
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
})

/** A prerendered page's policy: the site policy with the hashes of its inline scripts for the nonce. */
const PRERENDERED_POLICY = SITE_POLICY.replace("'nonce-NONCE' 'strict-dynamic' ", 'HASHES')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const policyPattern = (policy: string) =>
  new RegExp(`^${escape(policy).replace('NONCE', `(${NONCE})`).replace('HASHES', `(${HASHES})`)}$`)

function securityHeadersOf(res: APIResponse): Record<string, string | undefined> {
  const headers = res.headers()
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]))
}

/** Checks the whole set, with exactly one policy; returns the nonce (or the hashes) of a page policy. */
function expectHeaderSet(
  res: APIResponse,
  policy: string,
  frame: 'DENY' | 'SAMEORIGIN',
): string | undefined {
  const { 'content-security-policy': csp, ...rest } = securityHeadersOf(res)
  expect(rest).toEqual(common(frame))
  expect(
    res.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy'),
  ).toHaveLength(1)
  expect(csp).toMatch(policyPattern(policy))
  return policyPattern(policy).exec(csp ?? '')?.[1]
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The inline scripts a page runs (JSON-LD is data, not script). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => body)

const PRERENDERED_PAGES = [
  '/',
  '/services',
  '/services/web-development',
  '/about',
  '/contact',
  '/contact?service=web-development&title=Web%20Development',
  '/templates',
  '/ai-estimator',
  '/privacy-policy',
]

/**
 * Everything the browser reports as refused by a policy: `securitypolicyviolation` events from
 * every document the page opens, and the console's "Refused to ..." lines (which also cover what
 * happens before a listener could run).
 */
async function watchPolicies(page: Page): Promise<() => string[]> {
  const reports: string[] = []
  await page.exposeFunction('__reportPolicyViolation', (text: string) => reports.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation
      report(
        `violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to|Permissions-Policy|Unrecognized feature/i.test(text))
      reports.push(`console: ${text}`)
  })
  return () => [...reports]
}

test.describe('security headers', () => {
  test('prerendered pages: served from the cache, with a policy listing exactly the hashes of their inline scripts', async ({
    request,
  }) => {
    for (const path of PRERENDERED_PAGES) {
      await request.get(path)
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
      const hashes = (expectHeaderSet(res, PRERENDERED_POLICY, 'DENY') ?? '').trim().split(' ')
      const scripts = inlineScripts(await res.text())
      expect(scripts.length, path).toBeGreaterThan(1)
      expect(new Set(hashes), path).toEqual(new Set(scripts.map(sha256)))
      const scriptSrc = (res.headers()['content-security-policy'] ?? '')
        .split(';')
        .find((d) => d.trim().startsWith('script-src '))
      expect(scriptSrc?.trim().split(/\s+/), path).not.toEqual(
        expect.arrayContaining(["'unsafe-inline'"]),
      )
      expect(scriptSrc?.trim().split(/\s+/), path).not.toEqual(
        expect.arrayContaining(["'unsafe-eval'"]),
      )
    }
  })

  test("a staff preview is rendered per request with a nonce; a forged preview cookie gets the cached page's policy", async ({
    playwright,
    baseURL,
  }) => {
    const staff = await playwright.request.newContext({ baseURL })
    try {
      const admin = seedAdmin()
      const login = await staff.post('/api/users/login', {
        data: { email: admin.email, password: admin.password },
      })
      expect(login.status()).toBe(200)
      const { token } = (await login.json()) as { token: string }
      const enable = await staff.get('/next/preview?path=/services/web-development', {
        headers: { Authorization: `JWT ${token}` },
        maxRedirects: 0,
      })
      expect(enable.status()).toBe(307)
      const draftCookie = /__prerender_bypass=[^;]+/.exec(enable.headers()['set-cookie'] ?? '')?.[0]
      expect(draftCookie).toBeDefined()
      const preview = await staff.get('/services/web-development', {
        headers: { Authorization: `JWT ${token}`, Cookie: draftCookie ?? '' },
      })
      expect(preview.status()).toBe(200)
      // Rendered for this request: Next stamped this response's nonce on its scripts.
      const nonce = expectHeaderSet(preview, SITE_POLICY, 'DENY')
      expect(await preview.text()).toContain(`nonce="${nonce}"`)
    } finally {
      await staff.dispose()
    }
    const anonymous = await playwright.request.newContext({ baseURL })
    try {
      const forged = await anonymous.get('/services/web-development', {
        headers: { Cookie: '__prerender_bypass=forged' },
      })
      expect(forged.status()).toBe(200)
      expectHeaderSet(forged, PRERENDERED_POLICY, 'DENY')
    } finally {
      await anonymous.dispose()
    }
  })

  test('/client-portal : the site policy', async ({ request }) => {
    const res = await request.get('/client-portal')
    expect(res.status()).toBe(200)
    expectHeaderSet(res, SITE_POLICY, 'DENY')
  })

  test('a callback link whose signature looks like a file extension is still a page with the site policy', async ({
    request,
  }) => {
    await siteStarted(request)
    // One signed link in four has no '-' or '_' in its signature, so it ends like `name.ext`.
    const res = await request.get(
      '/callback/770dafb0-acb8-4b13-8a64-6e5ed5b6c179.1801465200000.G8xbOUs7JB8BwT0J4yRvspUYfUTe1hURh44fZtNVhKU',
    )
    // Signed with the test secret, for no booking there is now: gone (410), with the page that says
    // so (docs/decisions.md#link-pages-answer-404-or-410).
    expect(res.status()).toBe(410)
    expectHeaderSet(res, SITE_POLICY, 'DENY')
    expect(await res.text()).toContain('This link is not valid')
  })

  test('/admin : the admin policy, framed by itself only', async ({ request }) => {
    const redirect = await request.get('/admin', { maxRedirects: 0 })
    expect(redirect.status()).toBeLessThan(400)
    expectHeaderSet(redirect, ADMIN_POLICY, 'SAMEORIGIN')
    const login = await request.get('/admin/login')
    expect(login.status()).toBe(200)
    expectHeaderSet(login, ADMIN_POLICY, 'SAMEORIGIN')
  })

  test('API replies, form endpoints, files and assets: nothing may run or load, sandboxed', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const asset = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0]
    expect(asset).toBeDefined()
    const paths = [
      '/api/services?limit=1',
      '/api/enquiries',
      '/forms/token',
      '/robots.txt',
      '/sitemap.xml',
      asset ?? '',
    ]
    for (const path of paths) {
      const res = await request.get(path)
      expect(res.status(), path).toBeLessThan(500)
      expect(securityHeadersOf(res), path).toEqual({
        ...common('DENY'),
        'content-security-policy': RESOURCE_POLICY,
      })
    }
    const worker = await request.get('/sw.js')
    expect(securityHeadersOf(worker)).toEqual({
      ...common('DENY'),
      'content-security-policy': WORKER_POLICY,
    })
  })

  test('the image optimizer and uploaded media get the sandboxed policy', async ({ request }) => {
    const media = await request.get('/api/media?limit=1&depth=0')
    const doc = first(
      ((await media.json()) as { docs: { url: string }[] }).docs,
      'a seeded media file',
    )
    const path = new URL(doc.url, 'http://localhost').pathname
    const file = await request.get(path)
    expect(file.status()).toBe(200)
    expect(securityHeadersOf(file)).toEqual({
      ...common('DENY'),
      'content-security-policy': RESOURCE_POLICY,
    })
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(path)}&w=256&q=75`)
    expect(optimized.status()).toBe(200)
    expect(optimized.headers()['content-security-policy']).toBe(RESOURCE_POLICY)
  })

  test('a 404 page gets the site policy', async ({ request }) => {
    for (const path of ['/no-such-page-anywhere', '/services/no-such-service']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      const hashes = (expectHeaderSet(res, PRERENDERED_POLICY, 'DENY') ?? '').trim().split(' ')
      expect(new Set(hashes), path).toEqual(new Set(inlineScripts(await res.text()).map(sha256)))
    }
  })

  test('every page rendered per request has a fresh nonce, stamped on every script Next writes', async ({
    request,
  }) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i += 1) {
      const res = await request.get('/client-portal')
      const nonce = expectHeaderSet(res, SITE_POLICY, 'DENY') ?? ''
      nonces.add(nonce)
      const html = await res.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('application/ld+json'))
      expect(scripts.length).toBeGreaterThan(2)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(3)
  })

  test('a visitor cannot choose the nonce', async ({ request }) => {
    const res = await request.get('/client-portal', {
      headers: {
        'x-nonce': 'attacker',
        'content-security-policy': "script-src 'nonce-YXR0YWNrZXI='",
      },
    })
    const nonce = expectHeaderSet(res, SITE_POLICY, 'DENY')
    const html = await res.text()
    expect(html).not.toContain('YXR0YWNrZXI=')
    expect(html).toContain(`nonce="${nonce}"`)
  })
})

test.describe('pages work under their policies', () => {
  for (const [path, kind] of [
    ['/', 'a prerendered page'],
    ['/client-portal', 'a page rendered per request'],
  ] as const) {
    test(`${kind}: injected markup cannot run script (inline, imitated flight chunk, event handler, wrong nonce, data:)`, async ({
      page,
    }) => {
      const violations = await watchPolicies(page)
      await page.route(`**${path}`, async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback()
        const response = await route.fetch()
        const injected = [
          '<script>window.__injected = "inline"</script>',
          // The shape of Next's own flight scripts, but not one of this page's hashes.
          '<script>self.__next_f.push([1,"injected"]);window.__injected = "flight"</script>',
          '<script nonce="bm90LXRoZS1yaWdodC1ub25jZQ==">window.__injected = "wrong nonce"</script>',
          '<img src="/no-such.png" onerror="window.__injected = \'handler\'">',
          '<script src="data:text/javascript,window.__injected=%22data%22"></script>',
        ].join('')
        await route.fulfill({
          response,
          body: (await response.text()).replace('</body>', `${injected}</body>`),
        })
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      // The page's own scripts still run: React hydrated the page.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('h1') ?? {}).some((key) =>
              key.startsWith('__reactFiber'),
            ),
          ),
        )
        .toBe(true)
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
      ).toBeUndefined()
      const blocked = violations().filter((v) => v.startsWith('violation: script-src'))
      expect(blocked.length).toBeGreaterThanOrEqual(5)
    })
  }

  test('home page, a service page and a 404 page: no violation', async ({ page }) => {
    const violations = await watchPolicies(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 5000)
    await page.waitForLoadState('networkidle')
    // A client-side navigation loads more scripts, trusted through 'strict-dynamic'.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Services', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(/\/services$/)
    await page.goto('/services/no-such-service')
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
    await page.goto('/no-such-page-anywhere')
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations()).toEqual([])
  })

  test('contact page with form validation and the callback calendar: no violation', async ({
    page,
  }) => {
    const violations = await watchPolicies(page)
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    // The browser runs the zod schema here; zod's eval-based compiler would be refused.
    await form.getByLabel('Email Address *').fill('not-an-email')
    await form.getByLabel('Email Address *').blur()
    await expect(form.getByLabel('Email Address *')).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: 'Schedule Call' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule a Callback' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: /next month/i }).click()
    await dialog.locator('.rdp-day_button:not([disabled])').first().click()
    await expect(dialog.getByLabel('Preferred Time *').locator('option').first()).not.toHaveText(
      'Loading available times...',
    )
    expect(violations()).toEqual([])
  })

  test('proposal builder: the PDF is built in the browser with no violation', async ({ page }) => {
    const violations = await watchPolicies(page)
    await page.goto('/proposal-builder')
    const main = page.getByRole('main')
    await main.getByLabel('Client Name *').fill('Policy Check Ltd')
    await main.getByLabel('Project Title *').fill('Headers Website')
    await main.getByRole('button', { name: 'Generate Proposal' }).click()
    const preview = main.getByRole('region', { name: 'Headers Website' })
    const downloading = page.waitForEvent('download')
    await preview.getByRole('button', { name: 'Download Proposal' }).click()
    const download = await downloading
    const bytes = await fs.readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(violations()).toEqual([])
  })

  test('client portal sign-in and dashboard: no violation', async ({ page }) => {
    const violations = await watchPolicies(page)
    await page.goto('/client-portal')
    await page.getByLabel('Email Address').fill(DEMO_CLIENT.email)
    await page.getByLabel('Password').fill(DEMO_CLIENT.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO_CLIENT.name}` }),
    ).toBeVisible()
    const tabs = page.getByRole('tablist', { name: 'Client portal sections' })
    for (const name of ['Files', 'Messages', 'Feedback']) {
      await tabs.getByRole('tab', { name }).click()
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    }
    await page.waitForLoadState('networkidle')
    expect(violations()).toEqual([])
  })

  test('admin login, dashboard and an edit view: no violation', async ({ page, request }) => {
    // Three admin views, each a large client bundle: on a busy machine they take longer than the default.
    test.setTimeout(120_000)
    const violations = await watchPolicies(page)
    await signInToAdminPanel(page)
    await expect(page.getByRole('link', { name: /services/i }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    const services = await request.get('/api/services?limit=1&depth=0')
    const service = first(
      ((await services.json()) as { docs: { id: string; title: string }[] }).docs,
      'a service',
    )
    await page.goto(`/admin/collections/services/${service.id}`)
    await expect(page.getByRole('textbox').first()).toBeVisible()
    await expect(page.getByText(service.title).first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    await page.goto('/admin/collections/services')
    await expect(page.getByRole('table')).toBeVisible()
    await page.goto('/admin/globals/site-settings')
    await expect(page.getByRole('textbox').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations()).toEqual([])
  })

  test('another site cannot frame the site or the admin panel', async ({ page, baseURL }) => {
    // A real server on another origin (Chromium treats a page Playwright makes up as public and
    // would refuse its frames to localhost for that reason alone).
    const other = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end(
        req.url === '/own'
          ? '<p>framed fine</p>'
          : `<iframe name="own" src="/own"></iframe><iframe name="site" src="${baseURL}/"></iframe>` +
              `<iframe name="admin" src="${baseURL}/admin/login"></iframe>`,
      )
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = other.address() as AddressInfo
      // `load` waits for every frame to finish, refused or not.
      await page.goto(`http://127.0.0.1:${port}/frames`, { waitUntil: 'load' })
      const textOf = async (name: string) =>
        (await page
          .frame({ name })
          ?.evaluate(() => document.body.innerText)
          .catch(() => '')) ?? ''
      expect(await textOf('own')).toBe('framed fine')
      // A refused frame holds Chromium's error page instead: none of the site's content or scripts.
      for (const name of ['site', 'admin']) {
        const text = await textOf(name)
        expect(text, name).toMatch(/refused to connect/)
        expect(text, name).not.toMatch(/Skip to content|Log ?in|Email/i)
      }
    } finally {
      other.close()
    }
  })
})

test.describe("the admin panel's colour-scheme hint (next.config.mjs)", () => {
  /**
   * The colour-scheme hint each main-frame document request carried, over two visits to `path` in
   * a fresh browser. Chromium repeats a request (without showing the hint on the repeat here) when
   * the answer's Critical-CH names a hint it did not send, and sends the hint from then on.
   */
  async function hintsSent(browser: Browser, path: string): Promise<Array<string | undefined>> {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const sent: Array<Promise<string | undefined>> = []
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          sent.push(request.allHeaders().then((headers) => headers['sec-ch-prefers-color-scheme']))
      })
      await page.goto(path)
      await page.goto(path)
      return await Promise.all(sent)
    } finally {
      await context.close()
    }
  }

  test('a first visit asks for a page once; only the admin asks for the colour scheme', async ({
    browser,
    request,
  }) => {
    for (const path of ['/', '/services/web-development', '/contact', '/no-such-page']) {
      const res = await request.get(path)
      for (const name of ['accept-ch', 'critical-ch'])
        expect(res.headers()[name], `${path}: ${name}`).toBeUndefined()
      expect(res.headers()['vary'] ?? '', path).not.toMatch(/sec-ch-prefers-color-scheme/i)
      expect(await hintsSent(browser, path), path).toEqual([undefined, undefined])
    }
    const login = await request.get('/admin/login')
    expect(login.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    // The admin's theme still gets the visitor's scheme: asked again on the first visit, sent after.
    const admin = await hintsSent(browser, '/admin/login')
    expect(admin).toHaveLength(3)
    expect(admin[2]).toMatch(/^(light|dark)$/)
  })
})
