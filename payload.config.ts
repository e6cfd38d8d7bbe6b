import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import type { GraphQLError, ValidationContext } from 'graphql'
import { buildConfig } from 'payload'
import pg from 'pg'
import sharp from 'sharp'

import { lockDownPayloadCollections } from './src/access/lockDownPayloadCollections'
import { Approvals } from './src/collections/Approvals'
import { Articles } from './src/collections/Articles'
import { Authors } from './src/collections/Authors'
import { AuditLog } from './src/collections/AuditLog'
import { Callbacks } from './src/collections/Callbacks'
import { Categories } from './src/collections/Categories'
import { CaseStudies } from './src/collections/CaseStudies'
import { Enquiries } from './src/collections/Enquiries'
import { Feedback } from './src/collections/Feedback'
import { Invitations } from './src/collections/Invitations'
import { leadsExportPlugin } from './src/plugins/leadsExport'
import { Media } from './src/collections/Media'
import { Messages } from './src/collections/Messages'
import { Organisations } from './src/collections/Organisations'
import { Pages } from './src/collections/Pages'
import { Plans } from './src/collections/Plans'
import { PortalEvents, PortalNotifications } from './src/collections/PortalEvents'
import { ProjectFiles } from './src/collections/ProjectFiles'
import { Projects } from './src/collections/Projects'
import { redirectsCollectionPlugin } from './src/collections/Redirects'
import { SecondFactors } from './src/collections/SecondFactors'
import { SecurityEvents } from './src/collections/SecurityEvents'
import { Services } from './src/collections/Services'
import { withStorageKeysLocked } from './src/collections/storageKeys'
import { Templates } from './src/collections/Templates'
import { Testimonials } from './src/collections/Testimonials'
import { Users } from './src/collections/Users'
import { UserSessions } from './src/collections/UserSessions'
import { withTextPart } from './src/emails/kit'
import { queuedPayloadEmails } from './src/services/payloadEmails'
import { AboutPage } from './src/globals/AboutPage'
import { EstimatorSettings } from './src/globals/EstimatorSettings'
import { HomePage } from './src/globals/HomePage'
import { Navigation } from './src/globals/Navigation'
import { SiteSettings } from './src/globals/SiteSettings'
import { auditRetentionTask } from './src/jobs/auditLog'
import { backupTask } from './src/jobs/backup'
import { leadRetentionTask, slaRemindersTask } from './src/jobs/leadDesk'
import { notifyPortalEventTask, portalDigestTask } from './src/jobs/portalNotifications'
import { sendEmailTask } from './src/jobs/sendEmail'
import { withAuditTrail } from './src/features/accounts/audit/withAuditTrail'
import { dataRightsEndpoints } from './src/features/leads/dataRights/endpoints'
import { marketingReportEndpoint } from './src/features/leads/report/endpoints'
import { warnOnConnectionErrors, withConnectionErrorsHandled } from './src/db/connectionErrors'
import { registerDatabaseProbe } from './src/db/databaseProbe.mjs'
import { rollBackWhenConnectionLost } from './src/db/transactions'
import { DATABASE_CONNECT_TIMEOUT_MS } from './src/db/unavailable'
import { addVisitTables } from './src/db/visitTables'
import { databaseUp } from './src/services/health'
import { runQueuedJobs } from './src/services/jobRunner'
import { poolOf } from './src/db/client'
import { noOpenGraphImageEndpoint } from './src/services/noOpenGraphImage'
import { revalidateEndpoint } from './src/services/revalidationRelay'
import { gateSessionsBySecondFactor } from './src/features/accounts/secondFactor/gate'
import { manageLinkStatus } from './src/features/leads/desk/manageBooking'
import { resetLinkStatus } from './src/features/portal/auth/passwords'
import { invitationLinkStatus } from './src/features/portal/invitations/acceptInvitation'
import { registerLinkStatusReaders } from './src/lib/linkStatus'
import { previewCollections, previewGlobals } from './src/utilities/contentTypes'
import { previewPath, previewUrl } from './src/utilities/previewPath'
import { apiHardeningPlugin } from './src/plugins/apiHardening'
import { env } from './src/env/index'
import { API_BODY_LIMITS, GRAPHQL_LIMITS, MAX_UPLOAD_BYTES } from './src/validation/limits'
import { migrations } from './migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const reportGraphQLError = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(error)

const config = buildConfig({
  serverURL: env.serverUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    // Gravatar would load from a third party, which the admin's Content-Security-Policy refuses.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // No open-graph image for admin pages: nobody shares them, and Payload's renderer is not served
    // (src/services/noOpenGraphImage.ts).
    meta: { titleSuffix: ' | Admin', defaultOGImageType: 'off' },
    components: {
      // A session that has passed only the password is sent on to the second step (README "Second factor").
      beforeLogin: ['/components/admin/SecondFactorRedirect#SecondFactorRedirect'],
      beforeDashboard: [
        '/components/admin/NewLeadsCount#NewLeadsCount',
        '/components/admin/ReplyDueCounts#ReplyDueCounts',
      ],
      // The lead desk's views (README: "Lead desk"); staff only, like the rest of the admin.
      afterNavLinks: ['/components/admin/LeadDeskNavLinks#LeadDeskNavLinks'],
      views: {
        callbackAgenda: {
          Component: '/components/admin/CallbackAgendaView#CallbackAgendaView',
          path: '/callback-agenda',
        },
        dataRights: {
          Component: '/components/admin/DataRightsView#DataRightsView',
          path: '/data-rights',
        },
        marketingReport: {
          Component: '/components/admin/MarketingReportView#MarketingReportView',
          path: '/marketing-report',
        },
      },
    },
    // The side-by-side live preview, as in Payload's website template: the pane opens the page
    // through /next/preview (staff only, enables Next draft mode), and the page refreshes on save.
    livePreview: {
      collections: previewCollections(),
      globals: previewGlobals(),
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
      url: ({ data, collectionConfig, globalConfig }) => {
        const path = globalConfig
          ? previewPath({ global: globalConfig.slug })
          : collectionConfig
            ? previewPath({
                collection: collectionConfig.slug,
                data: data as Record<string, unknown>,
              })
            : null
        return path ? previewUrl(env.serverUrl, path) : null
      },
    },
  },
  collections: [
    Services,
    Plans,
    Templates,
    Pages,
    Articles,
    Categories,
    Authors,
    CaseStudies,
    Testimonials,
    withStorageKeysLocked(Media),
    Enquiries,
    Callbacks,
    Organisations,
    Invitations,
    Projects,
    withStorageKeysLocked(ProjectFiles),
    Messages,
    Feedback,
    Approvals,
    Users,
    UserSessions,
    SecondFactors,
    SecurityEvents,
    AuditLog,
    PortalEvents,
    PortalNotifications,
  ],
  globals: [SiteSettings, HomePage, AboutPage, EstimatorSettings, Navigation],
  // POPIA export and erasure (staff only): src/features/leads/dataRights/endpoints.ts. Revalidation after a
  // job (a scheduled publish), signed with the app's secret: src/services/revalidationRelay.ts.
  // The marketing report's CSV (sales and admins): src/features/leads/report/endpoints.ts. Payload's
  // open-graph image renderer is not served: src/services/noOpenGraphImage.ts.
  endpoints: [
    ...dataRightsEndpoints,
    marketingReportEndpoint,
    revalidateEndpoint,
    noOpenGraphImageEndpoint,
  ],
  editor: lexicalEditor(),
  db: postgresAdapter({
    // Connections cut by a Postgres restart are answered, not thrown (src/db/connectionErrors.ts).
    pg: withConnectionErrorsHandled(pg),
    pool: {
      connectionString: env.databaseUrl,
      // While Postgres restarts, a request waits at most this long for a connection and then fails
      // (503 for a submission) instead of queueing without end; afterwards the pool opens new ones.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    },
    // Ids nobody can guess or count, in every collection.
    idType: 'uuid',
    // The visit counter's own tables (src/db/visitTables.ts).
    beforeSchemaInit: [addVisitTables],
    // The schema comes only from committed migrations, in development too.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    // `npm run generate:db-schema` writes the typed tables src/db/ queries through.
    generateSchemaOutputFile: path.resolve(dirname, 'src/db/schema.ts'),
    prodMigrations: migrations,
  }),
  // Without SMTP settings Payload logs each email instead of sending it, so development
  // never reaches out to the internet.
  // Payload's own emails (forgot-password) are queued too (src/services/payloadEmails.ts).
  email: env.smtp.host
    ? queuedPayloadEmails(
        withTextPart(
          nodemailerAdapter({
            defaultFromAddress: env.smtp.from,
            defaultFromName: env.smtp.fromName,
            skipVerify: true,
            transportOptions: {
              host: env.smtp.host,
              port: env.smtp.port,
              secure: env.smtp.secure,
              ...(env.smtp.user ? { auth: { user: env.smtp.user, pass: env.smtp.pass } } : {}),
            },
          }),
        ),
      )
    : undefined,
  jobs: {
    tasks: [
      sendEmailTask,
      slaRemindersTask,
      leadRetentionTask,
      auditRetentionTask,
      backupTask,
      notifyPortalEventTask,
      portalDigestTask,
    ],
    // Only the server runs, queues or cancels jobs (Local API). Payload's default lets any
    // signed-in account, a client too, call /api/payload-jobs/run, and a run from outside would
    // also overlap the single-flight runner below.
    access: { run: () => false, queue: () => false, cancel: () => false },
    // Queued emails (and their retries after an SMTP outage) and scheduled publishes (Payload's
    // `schedulePublish` jobs, waiting in the default queue until their time) are picked up every 10 seconds by
    // the app server (unless JOB_WORKER=false: then by instances with JOB_WORKER=true or by
    // scripts/worker.ts; the runner's advisory lock lets only one of them run at a time). Crons start only where getPayload is called with `cron: true` (the app,
    // not scripts or tests) and never during `next build`.
    autoRun: [{ cron: '*/10 * * * * *', queue: 'default' }],
    // Each tick runs through the app's single-flight runner and then tells Payload to skip its
    // own run: Payload picks jobs with a find followed by an update, so the tick and the kick
    // after a submission must not run side by side (src/services/jobRunner.ts).
    shouldAutoRun: async (payload) => {
      await runQueuedJobs(payload)
      return false
    },
  },
  plugins: [
    leadsExportPlugin,
    // Old paths answered with a 308 by the proxy (src/features/content/redirects, README "Redirects").
    redirectsCollectionPlugin,
    // After the plugins that add collections, so the trail covers theirs too (src/features/accounts/audit).
    withAuditTrail,
    // Files in S3-compatible storage when S3_* is set, so every instance sees every file. Both
    // collections keep Payload's access-checked file route (/api/<collection>/file/...), which
    // streams from the bucket: client files stay private and keep their download headers
    // (ProjectFiles' modifyResponseHeaders). Off, it still adds its columns, so the schema (the
    // committed migrations) is the same in both modes.
    s3Storage({
      enabled: Boolean(env.s3),
      alwaysInsertFields: true,
      bucket: env.s3?.bucket ?? '',
      collections: { media: true, 'project-files': true },
      config: env.s3
        ? {
            endpoint: env.s3.endpoint,
            region: env.s3.region,
            credentials: {
              accessKeyId: env.s3.accessKeyId,
              secretAccessKey: env.s3.secretAccessKey,
            },
            // MinIO and other self-hosted stores address buckets by path, not by subdomain.
            forcePathStyle: true,
            // Checksums only where S3 requires them: the SDK's default trailing checksums are not
            // understood by every S3-compatible store.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {},
    }),
    // Last: its rules apply to every collection, including those other plugins add.
    apiHardeningPlugin,
  ],
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
      maxDepthRule({
        n: GRAPHQL_LIMITS.maxDepth,
        flattenFragments: true,
        exposeLimits: false,
        propagateOnRejection: false,
        onReject: [reportGraphQLError],
      }),
      maxAliasesRule({
        n: GRAPHQL_LIMITS.maxAliases,
        exposeLimits: false,
        propagateOnRejection: false,
        onReject: [reportGraphQLError],
      }),
    ],
  },
  // Multipart bodies stop at the limit with a 413 (Payload); JSON bodies are capped in the API
  // routes (src/app/(payload)/api).
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    requestSizeLimit: API_BODY_LIMITS.multipartBytes,
  },
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload starts `payload generate:types` (a Node process that loads this config, ~7 s of CPU)
    // on every start outside production: each migration, seed, test worker and restore. Only
    // `next dev`, where a schema is being edited, regenerates them; else `npm run generate:types`.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  telemetry: false,
  onInit: async (payload) => {
    // Payload's pool, which the rate limiter, the job runner and src/lib's direct queries share.
    warnOnConnectionErrors(poolOf(payload), (entry) => payload.logger.warn(entry), 'Database pool')
    rollBackWhenConnectionLost(payload.db)
    // Lets the page cache keep serving a page a save expired while Postgres is down.
    registerDatabaseProbe(() => databaseUp(payload))
    // Lets the proxy answer a dead invitation, reset or booking link with 404 or 410 (src/proxy.ts).
    registerLinkStatusReaders(
      {
        invitation: (token) => invitationLinkStatus(payload, token),
        resetPassword: (token) => resetLinkStatus(payload, token),
        manageBooking: (token) => manageLinkStatus(token, { payload, secret: env.payloadSecret }),
      },
      (err) => payload.logger.error({ err, msg: 'Reading a link page status failed' }),
    )
    // Before anything can authenticate: a password-only staff session is no session (README "Second factor").
    gateSessionsBySecondFactor(payload)
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
