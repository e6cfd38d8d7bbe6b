import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  Endpoint,
  PayloadRequest,
} from 'payload'
import { Forbidden } from 'payload'

import { isSales } from '@/access/isSales'
import { nobody } from '@/access/nobody'
import { readServiceTitles } from '@/data/serviceOptions'
import { recordAudit } from '@/features/accounts/audit/recordAudit'
import { neutraliseRow } from '@/lib/csvSafe'
import { enquiryServiceLabel } from '@/lib/serviceOptions'
import type { Option } from '@/validation/options'

/** CSV export of the lead lists, download only so personal data never piles up on disk; import is off. */
type Access = NonNullable<CollectionConfig['access']>

/** The plugin's hook runs before Payload's access check and answers a visitor with a 500; this gives a 403. */
const checkCreateAccessFirst =
  (create: NonNullable<Access['create']>): CollectionBeforeOperationHook =>
  async ({ operation, req }) => {
    if (operation === 'create' && !(await create({ req }))) throw new Forbidden(req.t)
  }

/**
 * The plugin's own endpoints (download, preview) read with the caller's access but stream the
 * answer: a refusal thrown mid-stream left the request hanging and the rejection unhandled. The
 * caller is checked first, against the collection's create access, and refused with a 403.
 */
const checkedFirst = (endpoint: Endpoint, create: NonNullable<Access['create']>): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (await create({ req })) return endpoint.handler(req)
    return Response.json({ errors: [{ message: new Forbidden(req.t).message }] }, { status: 403 })
  },
})

const withAccess = (collection: CollectionConfig, access: Access): CollectionConfig => ({
  ...collection,
  access,
  endpoints: Array.isArray(collection.endpoints)
    ? collection.endpoints.map((endpoint) => checkedFirst(endpoint, access.create ?? nobody))
    : collection.endpoints,
  hooks: {
    ...collection.hooks,
    beforeOperation: [
      checkCreateAccessFirst(access.create ?? nobody),
      ...(collection.hooks?.beforeOperation ?? []),
    ],
  },
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Records each download in the audit trail: which list and which columns, never the filter, which
 * may hold a person's address. The plugin's handler reads the body itself, so it is kept as read.
 */
const auditedDownload = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    let body: unknown
    const readJson = req.json?.bind(req)
    if (readJson)
      req.json = async () => {
        body = (await readJson()) as unknown
        return body
      }
    const response = await endpoint.handler(req)
    const data = isRecord(body) && isRecord(body.data) ? body.data : {}
    if (response.ok && req.user && typeof data.collectionSlug === 'string') {
      const fields = Array.isArray(data.fields)
        ? data.fields.filter((f) => typeof f === 'string')
        : []
      await recordAudit(
        req.payload,
        {
          action: 'export',
          target: { kind: 'collection', slug: data.collectionSlug },
          fields,
          details: `CSV download of ${data.collectionSlug}`,
        },
        req,
      )
    }
    return response
  },
})

const withAuditedDownload = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  endpoints: (collection.endpoints || []).map((endpoint) =>
    endpoint.path === '/download' ? auditedDownload(endpoint) : endpoint,
  ),
})

const salesOnly = ({ collection }: { collection: CollectionConfig }): CollectionConfig =>
  withAccess(withAuditedDownload(collection), {
    read: isSales,
    create: isSales,
    update: nobody,
    delete: isSales,
    readVersions: nobody,
    unlock: nobody,
  })

/** The plugin adds its imports collection even with import off: nobody may use it. */
const closed = ({ collection }: { collection: CollectionConfig }): CollectionConfig =>
  withAccess(collection, {
    read: nobody,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
    unlock: nobody,
  })

type ExportBatch = {
  data: Record<string, unknown>[]
  originalData: readonly object[]
  req: PayloadRequest
}

const enquiryTypeOf = (doc: object | undefined): unknown =>
  doc && 'enquiryType' in doc ? doc.enquiryType : undefined

// The hook runs once per batch of 100 rows with the export's own request: titles are read once per export.
const titlesByExport = new WeakMap<PayloadRequest, Promise<Option[]>>()
const serviceTitlesFor = (req: PayloadRequest): Promise<Option[]> => {
  let titles = titlesByExport.get(req)
  if (!titles) {
    titles = readServiceTitles(req.payload).catch(() => [])
    titlesByExport.set(req, titles)
  }
  return titles
}

/** Staff read the service's title, as in the list; the stored slug is unchanged. */
async function withServiceTitles({ data, originalData, req }: ExportBatch) {
  if (!data.some((row) => typeof row.service === 'string')) return data
  const services = await serviceTitlesFor(req)
  return data.map((row, i) =>
    typeof row.service === 'string'
      ? {
          ...row,
          service: enquiryServiceLabel(services, {
            enquiryType: enquiryTypeOf(originalData[i]),
            service: row.service,
          }),
        }
      : row,
  )
}

const leadExport = (prepare?: (batch: ExportBatch) => Promise<Record<string, unknown>[]>) =>
  ({
    format: 'csv',
    disableSave: true,
    disableJobsQueue: true,
    hooks: {
      before: async (batch: ExportBatch) =>
        (prepare ? await prepare(batch) : batch.data).map(neutraliseRow),
    },
  }) as const

export const leadsExportPlugin = importExportPlugin({
  collections: [
    { slug: 'enquiries', import: false, export: leadExport(withServiceTitles) },
    { slug: 'callbacks', import: false, export: leadExport() },
  ],
  overrideExportCollection: salesOnly,
  overrideImportCollection: closed,
})
