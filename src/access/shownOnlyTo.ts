import type { MaybeUser } from './roles'

/**
 * `admin.hidden` for a collection or global whose content the public may read: it stays out of
 * the admin's navigation for anyone `may` refuses. Only convenience: collection access decides.
 */
export const shownOnlyTo =
  (may: (user: MaybeUser) => boolean) =>
  ({ user }: { user: unknown }): boolean =>
    !may(user as MaybeUser)
