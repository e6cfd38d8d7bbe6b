import type { Metadata } from 'next'

import { ManageBooking } from '@/components/callback/ManageBooking'
import { Container } from '@/components/ui/Container'
import { getManagedBooking } from '@/features/leads/data/callbackBooking'

// Never prerendered or cached: the booking changes when the visitor acts (PER_REQUEST_PAGES in
// src/lib/securityHeaders.ts gives it a nonce policy).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your callback',
  robots: { index: false, follow: false },
  // The path holds the visitor's signed link: no other site should see it in a Referer.
  referrer: 'no-referrer',
}

/** The confirmation's signed manage link; dynamic, since it reads the booking. */
export default async function ManageCallbackPage({
  params,
}: {
  params: Promise<{ token: string }>
}) {
  const { token } = await params
  const booking = await getManagedBooking(token)
  return (
    <Container className="max-w-2xl py-16 sm:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Your callback
      </h1>
      {booking.ok ? (
        <ManageBooking token={token} firstName={booking.data.firstName} when={booking.data.when} />
      ) : (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {booking.message}
        </p>
      )}
    </Container>
  )
}
