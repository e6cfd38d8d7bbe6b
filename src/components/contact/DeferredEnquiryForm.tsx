'use client'

import { Activity, lazy, type ComponentProps } from 'react'

// Loaded by React.lazy, not imported, and inside an <Activity>: the page's first hydration leaves
// the boundary as the server drew it (a form that already posts without JavaScript), and hydrates
// it in a pass of its own, which is when its code (react-hook-form, the fields, the server action)
// is fetched and evaluated. The server waits for it, so the form is in the prerendered HTML.
// Not <Suspense>: React outlines a boundary of this size behind reveal scripts the page's hash
// policy does not list, and without JavaScript the form would never show (docs/decisions.md,
// "The enquiry form hydrates on its own").
const EnquiryForm = lazy(() => import('./EnquiryForm').then((m) => ({ default: m.EnquiryForm })))

/**
 * The enquiry form, hydrated after the rest of the page (issue 25: the low-end phone's blocking time
 * on /contact). Until then the browser posts it itself, as without JavaScript; `data-hydrated` says
 * when React validates it.
 */
export function DeferredEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  return (
    <Activity mode="visible">
      <EnquiryForm {...props} />
    </Activity>
  )
}
