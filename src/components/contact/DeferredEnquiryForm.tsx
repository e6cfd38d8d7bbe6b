'use client'

import { Activity, lazy, useId, useState, type ComponentProps } from 'react'

// Loaded by React.lazy, not imported, and inside an <Activity>: the page's first hydration leaves
// the boundary as the server drew it (a form that already posts without JavaScript), and hydrates
// it in a pass of its own, which is when its code (react-hook-form, the fields, the server action)
// is fetched and evaluated. The server waits for it, so the form is in the prerendered HTML.
// Not <Suspense>: React outlines a boundary of this size behind reveal scripts the page's hash
// policy does not list, and without JavaScript the form would never show (docs/decisions.md,
// "The enquiry form hydrates on its own").
const loadForm = () => import('./EnquiryForm').then((m) => ({ default: m.EnquiryForm }))
const EnquiryForm = lazy(loadForm)

/** How near the viewport a form starts hydrating: a screen ahead of a visitor's scrolling. */
const NEAR = '100% 0px'

/**
 * Resolves once the element is within a screen of the viewport, or takes focus or a tap (a
 * keyboard user tabbing into it), whichever is first; at once where it cannot tell.
 */
function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      element.removeEventListener('focusin', done)
      element.removeEventListener('pointerdown', done)
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: NEAR },
    )
    observer.observe(element)
    element.addEventListener('focusin', done)
    element.addEventListener('pointerdown', done)
  })
}

/**
 * The enquiry form, hydrated after the rest of the page, and only once it comes near the viewport
 * (issue 25: the low-end phone's blocking time on /contact; issue 40: a landing page's form at its
 * foot costs its first load nothing). Until then the browser posts it itself, as without
 * JavaScript, and what a visitor types is kept (docs/decisions.md, "Nothing typed is lost");
 * `data-hydrated` says when React validates it.
 */
export function DeferredEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  const id = useId()
  // In the browser each form waits for its own place on the page; the server renders at once.
  const [Form] = useState(() =>
    typeof window === 'undefined'
      ? EnquiryForm
      : lazy(() => whenNear(document.querySelector(`[data-deferred-form="${id}"]`)).then(loadForm)),
  )
  return (
    <div data-deferred-form={id}>
      <Activity mode="visible">
        <Form {...props} />
      </Activity>
    </div>
  )
}
