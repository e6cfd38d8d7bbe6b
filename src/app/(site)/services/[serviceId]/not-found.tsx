import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PATHS } from '@/utilities/paths'

export const metadata: Metadata = {
  title: 'Service Not Found',
  description: 'The service you are looking for does not exist or is no longer offered.',
  robots: { index: false },
}

export default function ServiceNotFound() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Service Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        We could not find that service. It may have been renamed or is no longer offered.
      </p>
      <ButtonLink href={PATHS.services} size="lg" className="mt-8">
        Back to Services
      </ButtonLink>
    </Container>
  )
}
