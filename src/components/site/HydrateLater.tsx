import { Suspense, type ReactNode } from 'react'

/**
 * A Suspense boundary around static content below the first screen. Nothing in it suspends: the
 * boundary only makes React hydrate it as its own unit, after the rest of the page and in its own
 * short tasks, so a slow phone gets no single long hydration task. A click inside before then is
 * replayed once the unit is hydrated. docs/decisions.md#content-links-and-below-the-fold
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
