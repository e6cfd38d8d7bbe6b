import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { GraphQLError, ValidationContext } from 'graphql'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { lockDownPayloadCollections } from './src/access/lockDownPayloadCollections'
import { Callbacks } from './src/collections/Callbacks'
import { Enquiries } from './src/collections/Enquiries'
import { Feedback } from './src/collections/Feedback'
import { leadsExportPlugin } from './src/collections/leadsExport'
import { Media } from './src/collections/Media'
import { Messages } from './src/collections/Messages'
import { Pages } from './src/collections/Pages'
import { Plans } from './src/collections/Plans'
import { ProjectFiles } from './src/collections/ProjectFiles'
import { Projects } from './src/collections/Projects'
import { SecurityEvents } from './src/collections/SecurityEvents'
import { Services } from './src/collections/Services'
import { Templates } from './src/collections/Templates'
import { Users } from './src/collections/Users'
import { AboutPage } from './src/globals/AboutPage'
import { EstimatorSettings } from './src/globals/EstimatorSettings'
import { HomePage } from './src/globals/HomePage'
import { SiteSettings } from './src/globals/SiteSettings'
import { leadRetentionTask, slaRemindersTask } from './src/jobs/leadDesk'
import { sendEmailTask } from './src/jobs/sendEmail'
import { dataRightsEndpoints } from './src/lib/dataRights/endpoints'
import { runQueuedJobs } from './src/lib/jobRunner'
import { apiHardeningPlugin } from './src/plugins/apiHardening'
import { env } from './src/utilities/env'
import { API_BODY_LIMITS, GRAPHQL_LIMITS, MAX_UPLOAD_BYTES } from './src/validation/limits'
import { migrations } from './migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const reportGraphQLError = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)

const config = buildConfig({
  serverURL: env.serverUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    // Gravatar would load from a third party, which the admin's Content-Security-Policy refuses.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' | Admin' },
    components: {
      beforeDashboard: ['/components/admin/NewLeadsCount#NewLeadsCount', '/components/admin/ReplyDueCounts#ReplyDueCounts'],
      // The lead desk's views (README: "Lead desk"); staff only, like the rest of the admin.
      afterNavLinks: ['/components/admin/LeadDeskNavLinks#LeadDeskNavLinks'],
      views: {
        callbackAgenda: { Component: '/components/admin/CallbackAgendaView#CallbackAgendaView', path: '/callback-agenda' },
        dataRights: { Component: '/components/admin/DataRightsView#DataRightsView', path: '/data-rights' },
      },
    },
  },
  collections: [
    Services,
    Plans,
    Templates,
    Pages,
    Media,
    Enquiries,
    Callbacks,
    Projects,
    ProjectFiles,
    Messages,
    Feedback,
    Users,
    SecurityEvents,
  ],
  globals: [SiteSettings, HomePage, AboutPage, EstimatorSettings],
  // POPIA export and erasure (staff only): src/lib/dataRights/endpoints.ts.
  endpoints: dataRightsEndpoints,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env.databaseUrl },
    // Ids nobody can guess or count, in every collection.
    idType: 'uuid',
    // The schema comes only from committed migrations, in development too.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  // Without SMTP settings Payload logs each email instead of sending it, so development
  // never reaches out to the internet.
  email: env.smtp.host
    ? nodemailerAdapter({
        defaultFromAddress: env.smtp.from,
        defaultFromName: env.smtp.fromName,
        skipVerify: true,
        transportOptions: {
          host: env.smtp.host,
          port: env.smtp.port,
          secure: env.smtp.secure,
          ...(env.smtp.user ? { auth: { user: env.smtp.user, pass: env.smtp.pass } } : {}),
        },
      })
    : undefined,
  jobs: {
    tasks: [sendEmailTask, slaRemindersTask, leadRetentionTask],
    // Only the server runs, queues or cancels jobs (Local API). Payload's default lets any
    // signed-in account, a client too, call /api/payload-jobs/run, and a run from outside would
    // also overlap the single-flight runner below.
    access: { run: () => false, queue: () => false, cancel: () => false },
    // Queued emails (and their retries after an SMTP outage) are picked up every 10 seconds by
    // the app server. Crons start only where getPayload is called with `cron: true` (the app,
    // not scripts or tests) and never during `next build`.
    autoRun: [{ cron: '*/10 * * * * *', queue: 'default' }],
    // Each tick runs through the app's single-flight runner and then tells Payload to skip its
    // own run: Payload picks jobs with a find followed by an update, so the tick and the kick
    // after a submission must not run side by side (src/lib/jobRunner.ts).
    shouldAutoRun: async (payload) => {
      await runQueuedJobs(payload)
      return false
    },
  },
  // Last: its rules apply to every collection, including those other plugins add.
  plugins: [leadsExportPlugin, apiHardeningPlugin],
  // The public origin alone may use the session cookie (CSRF) and read API answers (CORS):
  // a cookie sent by a page on any other origin is ignored, so the request is anonymous.
  csrf: [env.serverUrl],
  cors: [env.serverUrl],
  // Nobody, signed in or not, asks for related documents more than 3 levels deep (the site
  // needs at most 1); anonymous REST callers get 1 (src/plugins/apiHardening).
  maxDepth: 3,
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: GRAPHQL_LIMITS.maxComplexity,
    // Reported as validation errors (a 400 answer); thrown, they would end the request as a 500.
    validationRules: () => [
      maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, exposeLimits: false, propagateOnRejection: false, onReject: [reportGraphQLError] }),
      maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false, propagateOnRejection: false, onReject: [reportGraphQLError] }),
    ],
  },
  // Multipart bodies stop at the limit with a 413 (Payload); JSON bodies are capped in the API
  // routes (src/app/(payload)/api).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, requestSizeLimit: API_BODY_LIMITS.multipartBytes },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    // Production containers seed an empty database on first start (docker-compose.yml);
    // the development scripts seed before starting Next instead.
    if (process.env.SEED_ON_START === 'true') {
      const { seedDatabase } = await import('./seed/seed')
      await seedDatabase(payload, { ifEmpty: true })
    }
  },
})

// Payload's own collections get explicit access too (src/access/lockDownPayloadCollections.ts).
export default lockDownPayloadCollections(config)
