'use client'

import { useEffect } from 'react'

import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'

type Props = { error: unknown; retry: () => void }

/** `retry()` fetches the segment from the server again (Next 16); `reset()` would only re-render it. */
export default function SiteError({ error, retry }: Props) {
  // The server has logged the cause; the digest ties this browser's report to that log line.
  useEffect(() => console.error(error), [error])

  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        This page could not be loaded. Please try again in a moment.
      </p>
      <Button size="lg" className="mt-8" onClick={retry}>
        Try again
      </Button>
    </Container>
  )
}
