import * as z from './zod'

/** A cache tag or an absolute site path, as the revalidate hooks produce them. */
const target = z.string().min(1).max(300)
const targets = z.array(target).max(200)

/** What a job run asks an app instance to revalidate (src/services/revalidationRelay.ts). */
export const revalidateRequestSchema = z.object({
  tags: targets,
  paths: targets,
  layouts: targets,
})
