import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { PayloadRequest, ServerFunction } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'

import { hasEditorRole } from '@/access/roles'

type ScheduleArgs = Parameters<typeof schedulePublishHandler>[0]

export const SCHEDULE_REFUSED = 'Only editors and admins can schedule or cancel publishing.'

/** Is the target a drafted collection or global that has scheduling turned on? */
function isSchedulable(req: PayloadRequest, args: ScheduleArgs): boolean {
  const { collections, globals } = req.payload.config
  // Looked up in the lists: the slug comes from the browser and may name nothing.
  const target = args.doc
    ? collections.find(({ slug }) => slug === args.doc?.relationTo)
    : globals.find(({ slug }) => slug === args.global)
  return target !== undefined && hasScheduledPublishEnabled(target)
}

/** Deletes the scheduled publish only while it waits: one that is running or ran stays in the record. */
async function cancelSchedule(req: PayloadRequest, id: number | string): Promise<number> {
  // The jobs collection stays closed to every account; the caller's role was checked above.
  const { docs } = await req.payload.delete({
    collection: 'payload-jobs',
    overrideAccess: true,
    req,
    where: {
      and: [
        { id: { equals: id } },
        { taskSlug: { equals: 'schedulePublish' } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
      ],
    },
  })
  return docs.length
}

/**
 * The admin's "schedule-publish" server function (src/app/(payload)/layout.tsx). Payload's own
 * checks only that the caller may use the admin panel: here only editors (and admins) schedule or
 * cancel, only for content with scheduling on. A cancel no longer also queues an empty job.
 */
export const schedulePublishForEditors: ServerFunction<ScheduleArgs> = async (args) => {
  const { req } = args
  if (!hasEditorRole(req.user)) return { error: SCHEDULE_REFUSED }
  if (args.deleteID !== undefined) {
    try {
      await cancelSchedule(req, args.deleteID)
      return { message: req.i18n.t('general:success') }
    } catch (err) {
      req.payload.logger.error({ err, msg: 'Could not cancel a scheduled publish' })
      return { error: 'The scheduled publish could not be cancelled.' }
    }
  }
  if (!isSchedulable(req, args)) return { error: SCHEDULE_REFUSED }
  return schedulePublishHandler(args)
}
