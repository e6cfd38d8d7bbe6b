import type { Payload } from 'payload'
import { PDFDocument, StandardFonts } from 'pdf-lib'

import { DEFAULT_ESTIMATOR_SETTINGS } from '../src/lib/estimate'
import { assertProductionConfig } from '../src/env/productionConfig'
import type { AboutPage, EstimatorSetting, HomePage, Navigation } from '../src/payload-types'
import { aboutPage } from './data/aboutPage'
import { caseStudies } from './data/caseStudies'
import { homePage } from './data/homePage'
import { articles, authors, categories } from './data/insights'
import { LANDING_IMAGES, landingPages } from './data/landingPages'
import { pages } from './data/pages'
import { paiaManual } from './data/paiaManual'
import { plans } from './data/plans'
import { portalFeedback, portalFiles, portalMessages, portalProjects } from './data/portal'
import { services } from './data/services'
import { siteSettings } from './data/siteSettings'
import { templates } from './data/templates'
import { testimonials } from './data/testimonials'
import {
  DEMO_CLIENT,
  DEMO_EDITOR,
  DEMO_SALES,
  SECOND_CLIENT,
  SEED_ORGANISATIONS,
  seedAdmin,
} from './data/users'
import { CODED_NAVIGATION } from '../migrations/data/navigationLinks'
import { renderImage } from './images'
import { richText } from './lexical'
import type { SeedImage } from './types'

const missing = (what: string): never => {
  throw new Error(`The seed needs ${what}, which it did not create.`)
}

export type SeedReport = { created: Record<string, number>; skipped: boolean }

/**
 * A global as the seed first reads it. Payload's types describe a saved global; one never saved
 * reads back without its groups and arrays.
 */
type AsFirstRead<Global> = { [Field in keyof Global]?: Global[Field] | null }

/**
 * Seeds what the spec gives. Idempotent by construction: each document is looked up by
 * its natural key (slug, email, name) and created only when missing; nothing existing is
 * updated or deleted, so staff edits, enquiries and callbacks always survive a re-seed.
 * These are trusted system writes, hence overrideAccess.
 */
export async function seedDatabase(
  payload: Payload,
  { ifEmpty = false } = {},
): Promise<SeedReport> {
  const report: SeedReport = { created: {}, skipped: false }
  const bump = (key: string) => (report.created[key] = (report.created[key] ?? 0) + 1)
  const context = { disableRevalidate: true }

  if (ifEmpty) {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) return { ...report, skipped: true }
  }

  // Production never gets the documented development accounts (README).
  assertProductionConfig(process.env, 'seed')
  const admin = seedAdmin()

  const findOne = async <T extends Parameters<Payload['find']>[0]['collection']>(
    collection: T,
    where: Parameters<Payload['find']>[0]['where'],
  ) => {
    const { docs } = await payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      draft: true,
      pagination: false,
    })
    return docs[0]
  }

  // --- media -----------------------------------------------------------------------------
  const mediaIds = new Map<string, string>()
  const media = async (image: SeedImage | undefined): Promise<string | undefined> => {
    if (!image) return undefined
    const cached = mediaIds.get(image.name)
    if (cached) return cached
    const filename = `${image.name}.webp`
    const existing = await findOne('media', { filename: { equals: filename } })
    let id = existing?.id
    if (!id) {
      const data = await renderImage(image, image.width, image.height)
      const doc = await payload.create({
        collection: 'media',
        data: { alt: image.alt },
        file: { data, mimetype: 'image/webp', name: filename, size: data.length },
        overrideAccess: true,
        context,
      })
      id = doc.id
      bump('media')
    }
    mediaIds.set(image.name, id)
    return id
  }

  // --- users and client organisations ----------------------------------------------------
  const ensureUser = async (
    user: {
      email: string
      password: string
      name: string
      company?: string
      staffRoles?: readonly ('editor' | 'sales')[]
    },
    role: 'admin' | 'staff' | 'client',
    membership?: { organisation: string; memberRole: 'owner' | 'member' | 'viewer' },
  ) => {
    const existing = await findOne('users', { email: { equals: user.email } })
    if (existing) return existing.id
    const doc = await payload.create({
      collection: 'users',
      data: {
        ...user,
        staffRoles: user.staffRoles ? [...user.staffRoles] : undefined,
        role,
        ...membership,
      },
      overrideAccess: true,
      context,
    })
    bump('users')
    return doc.id
  }
  await ensureUser(admin, 'admin')
  await ensureUser(DEMO_EDITOR, 'staff')
  await ensureUser(DEMO_SALES, 'staff')
  const ensureOrganisation = async (key: keyof typeof SEED_ORGANISATIONS) => {
    const { name, members } = SEED_ORGANISATIONS[key]
    let organisation = (await findOne('organisations', { name: { equals: name } }))?.id
    if (!organisation) {
      organisation = (
        await payload.create({
          collection: 'organisations',
          data: { name },
          overrideAccess: true,
          context,
        })
      ).id
      bump('organisations')
    }
    for (const { memberRole, ...member } of members)
      await ensureUser(member, 'client', { organisation, memberRole })
    return organisation
  }
  const clients = {
    demo: await ensureOrganisation('demo'),
    second: await ensureOrganisation('second'),
  }
  const clientAccounts = {
    demo: (await findOne('users', { email: { equals: DEMO_CLIENT.email } }))?.id,
    second: (await findOne('users', { email: { equals: SECOND_CLIENT.email } }))?.id,
  }

  // --- content ---------------------------------------------------------------------------
  for (const { image, ...service } of services) {
    if (await findOne('services', { slug: { equals: service.slug } })) continue
    await payload.create({
      collection: 'services',
      data: { ...service, image: await media(image), _status: 'published' },
      overrideAccess: true,
      context,
    })
    bump('services')
  }

  for (const plan of plans) {
    if (
      await findOne('plans', {
        and: [{ kind: { equals: plan.kind } }, { name: { equals: plan.name } }],
      })
    )
      continue
    await payload.create({
      collection: 'plans',
      data: { ...plan, _status: 'published' },
      overrideAccess: true,
      context,
    })
    bump('plans')
  }

  for (const { image, ...template } of templates) {
    if (await findOne('templates', { slug: { equals: template.slug } })) continue
    await payload.create({
      collection: 'templates',
      data: { ...template, image: await media(image), _status: 'published' },
      overrideAccess: true,
      context,
    })
    bump('templates')
  }

  const serviceIds = new Map<string, string>()
  for (const service of await payload
    .find({
      collection: 'services',
      select: { slug: true },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    .then(({ docs }) => docs))
    serviceIds.set(service.slug, service.id)
  for (const image of Object.values(LANDING_IMAGES)) await media(image)
  const landing = landingPages({
    service: (slug) => serviceIds.get(slug) ?? missing(`service ${slug}`),
    image: (image) => mediaIds.get(image.name) ?? missing(`image ${image.name}`),
  })
  const createdPages = new Set<string>()
  for (const page of [...pages, ...landing]) {
    if (await findOne('pages', { slug: { equals: page.slug } })) continue
    await payload.create({
      collection: 'pages',
      data: { ...page, _status: 'published' },
      overrideAccess: true,
      context,
    })
    createdPages.add(page.slug)
    bump('pages')
  }

  // The migration gives the navigation the links the code had; the PAIA manual joins the footer
  // beside the privacy policy when this seed creates it.
  const navigation: AsFirstRead<Navigation> = await payload.findGlobal({
    slug: 'navigation',
    overrideAccess: true,
  })
  const footerColumns = navigation.footerColumns?.length
    ? navigation.footerColumns
    : CODED_NAVIGATION.footerColumns
  const paiaPath = `/${paiaManual.slug}`
  const withPaia = footerColumns.map((column) => {
    const links = column.links
    const privacy = links.findIndex((link) => link.href === '/privacy-policy')
    if (privacy < 0 || links.some((link) => link.href === paiaPath)) return column
    return {
      ...column,
      links: links.toSpliced(privacy + 1, 0, { label: 'PAIA Manual', href: paiaPath }),
    }
  })
  if (!navigation.headerLinks?.length || createdPages.has(paiaManual.slug)) {
    await payload.updateGlobal({
      slug: 'navigation',
      data: {
        headerLinks: navigation.headerLinks?.length
          ? navigation.headerLinks
          : CODED_NAVIGATION.headerLinks,
        headerButton: navigation.headerButton?.href
          ? navigation.headerButton
          : CODED_NAVIGATION.headerButton,
        footerColumns: createdPages.has(paiaManual.slug) ? withPaia : footerColumns,
      },
      overrideAccess: true,
      context,
    })
    bump('navigation')
  }

  // --- insights: authors and categories by their natural keys, then articles by slug ---------
  const authorIds = new Map<string, string>()
  for (const { photo, ...author } of authors) {
    let id = (await findOne('authors', { name: { equals: author.name } }))?.id
    if (!id) {
      id = (
        await payload.create({
          collection: 'authors',
          data: { ...author, photo: await media(photo) },
          overrideAccess: true,
          context,
        })
      ).id
      bump('authors')
    }
    authorIds.set(author.name, id)
  }
  const categoryIds = new Map<string, string>()
  for (const category of categories) {
    let id = (await findOne('categories', { slug: { equals: category.slug } }))?.id
    if (!id) {
      id = (
        await payload.create({
          collection: 'categories',
          data: category,
          overrideAccess: true,
          context,
        })
      ).id
      bump('categories')
    }
    categoryIds.set(category.slug, id)
  }
  for (const { heroImage, author, categories: slugs, body, ...article } of articles) {
    if (await findOne('articles', { slug: { equals: article.slug } })) continue
    const blocks = await Promise.all(
      body.map(async (block) =>
        'image' in block ? { upload: required(await media(block.image)) } : block,
      ),
    )
    await payload.create({
      collection: 'articles',
      data: {
        ...article,
        heroImage: required(await media(heroImage)),
        author: required(authorIds.get(author)),
        categories: slugs.map((slug) => required(categoryIds.get(slug))),
        body: richText(blocks),
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    bump('articles')
  }

  // Testimonials first: a case study quotes one. Services are named by slug.
  const serviceId = async (slug: string) =>
    (await findOne('services', { slug: { equals: slug } }))?.id
  const testimonialIds = new Map<string, string>()
  for (const { key, photo, service, ...testimonial } of testimonials) {
    const existing = await findOne('testimonials', {
      and: [{ name: { equals: testimonial.name } }, { company: { equals: testimonial.company } }],
    })
    const id =
      existing?.id ??
      (
        await payload.create({
          collection: 'testimonials',
          data: {
            ...testimonial,
            photo: await media(photo),
            service: service ? await serviceId(service) : undefined,
            _status: 'published',
          },
          overrideAccess: true,
          context,
        })
      ).id
    if (!existing) bump('testimonials')
    testimonialIds.set(key, id)
  }

  for (const { clientLogo, gallery, services, testimonial, ...caseStudy } of caseStudies) {
    if (await findOne('case-studies', { slug: { equals: caseStudy.slug } })) continue
    const serviceIds = await Promise.all(services.map(serviceId))
    const galleryIds = await Promise.all(gallery.map(media))
    await payload.create({
      collection: 'case-studies',
      data: {
        ...caseStudy,
        clientLogo: await media(clientLogo),
        services: serviceIds.filter((id) => id !== undefined),
        gallery: galleryIds.filter((id) => id !== undefined),
        testimonial: testimonial ? testimonialIds.get(testimonial) : undefined,
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    bump('case-studies')
  }

  // --- globals: filled once, then they belong to staff ------------------------------------
  const site = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if (!site.brandName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: siteSettings,
      overrideAccess: true,
      context,
    })
    bump('site-settings')
  } else if (!site.informationOfficer?.name && siteSettings.informationOfficer) {
    // Added by issue 40 to a site already set up: filled once, like the rest.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { informationOfficer: siteSettings.informationOfficer },
      overrideAccess: true,
      context,
    })
    bump('site-settings')
  }

  const home: AsFirstRead<HomePage> = await payload.findGlobal({
    slug: 'home-page',
    overrideAccess: true,
    depth: 0,
  })
  if (!home.hero?.heading) {
    const { whyChoose, ...rest } = homePage
    await payload.updateGlobal({
      slug: 'home-page',
      data: {
        ...rest,
        whyChoose: { ...whyChoose, image: await media(whyChoose.image) },
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    bump('home-page')
  }

  const about: AsFirstRead<AboutPage> = await payload.findGlobal({
    slug: 'about-page',
    overrideAccess: true,
    depth: 0,
  })
  if (!about.hero?.heading) {
    const { story, team, ...rest } = aboutPage
    await payload.updateGlobal({
      slug: 'about-page',
      data: {
        ...rest,
        story: { ...story, image: await media(story.image) },
        team: await Promise.all(
          team.map(async ({ photo, ...person }) => ({ ...person, photo: await media(photo) })),
        ),
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    bump('about-page')
  }

  const estimator: AsFirstRead<EstimatorSetting> = await payload.findGlobal({
    slug: 'estimator-settings',
    overrideAccess: true,
    depth: 0,
  })
  if (!estimator.projectTypes?.length) {
    await payload.updateGlobal({
      slug: 'estimator-settings',
      data: {
        projectTypes: DEFAULT_ESTIMATOR_SETTINGS.projectTypes.map((t) => ({ ...t })),
        complexityLevels: DEFAULT_ESTIMATOR_SETTINGS.complexityLevels.map((c) => ({ ...c })),
        timelineOptions: DEFAULT_ESTIMATOR_SETTINGS.timelineOptions.map((o) => ({ ...o })),
        budgetOptions: DEFAULT_ESTIMATOR_SETTINGS.budgetOptions.map((o) => ({ ...o })),
      },
      overrideAccess: true,
      context,
    })
    bump('estimator-settings')
  }

  // --- the client portal's sample data ------------------------------------------------------
  const projectIds = new Map<string, { id: string; organisation: string; author?: string }>()
  for (const project of portalProjects) {
    const organisation = clients[project.client]
    const existing = await findOne('projects', {
      and: [{ organisation: { equals: organisation } }, { name: { equals: project.name } }],
    })
    let id = existing?.id
    if (!id) {
      const { client: _key, ...data } = project
      id = (
        await payload.create({
          collection: 'projects',
          data: { ...data, organisation },
          overrideAccess: true,
          context,
        })
      ).id
      bump('projects')
    }
    projectIds.set(project.name, { id, organisation, author: clientAccounts[project.client] })
  }

  const staffAuthor = await findOne('users', { email: { equals: admin.email } })
  for (const message of portalMessages) {
    const project = projectIds.get(message.project)
    if (!project || !staffAuthor) continue
    if (
      await findOne('messages', {
        and: [{ project: { equals: project.id } }, { body: { equals: message.body } }],
      })
    )
      continue
    await payload.create({
      collection: 'messages',
      data: {
        project: project.id,
        organisation: project.organisation,
        author: (message.from === 'client' && project.author) || staffAuthor.id,
        authorName: message.authorName,
        type: message.type,
        body: message.body,
      },
      overrideAccess: true,
      context,
    })
    bump('messages')
  }

  for (const item of portalFeedback) {
    const project = projectIds.get(item.project)
    const organisation = clients[item.client]
    if (
      await findOne('feedback', {
        and: [{ organisation: { equals: organisation } }, { text: { equals: item.text } }],
      })
    )
      continue
    await payload.create({
      collection: 'feedback',
      data: {
        organisation,
        author: clientAccounts[item.client],
        project: project?.id ?? null,
        category: item.category,
        priority: item.priority,
        text: item.text,
        status: 'new',
      },
      overrideAccess: true,
      context,
    })
    bump('feedback')
  }

  for (const file of portalFiles) {
    const project = projectIds.get(file.project)
    if (!project) continue
    if (
      await findOne('project-files', {
        and: [{ project: { equals: project.id } }, { filename: { equals: file.filename } }],
      })
    )
      continue
    const data = await renderPortalFile(file)
    await payload.create({
      collection: 'project-files',
      data: {
        project: project.id,
        organisation: project.organisation,
        uploadedBy: staffAuthor?.id,
      },
      file: { data, mimetype: file.mimeType, name: file.filename, size: data.length },
      overrideAccess: true,
      context,
    })
    bump('project-files')
  }

  return report
}

/** A value the seed data itself guarantees (a name or slug defined in the same data). */
function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Seed data refers to a record it does not define')
  return value
}

async function renderPortalFile(file: {
  filename: string
  mimeType: string
  content: string
}): Promise<Buffer> {
  if (file.mimeType === 'application/pdf') {
    const pdf = await PDFDocument.create()
    const page = pdf.addPage([595, 842])
    const font = await pdf.embedFont(StandardFonts.Helvetica)
    page.drawText(file.content, { x: 56, y: 770, size: 18, font })
    return Buffer.from(await pdf.save())
  }
  if (file.mimeType === 'image/png') {
    return renderImage(
      { name: file.filename, alt: file.content, title: file.content, hue: 210 },
      800,
      500,
    ).then((webp) => import('sharp').then(({ default: sharp }) => sharp(webp).png().toBuffer()))
  }
  return Buffer.from(file.content, 'utf8')
}
