import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PATHS } from '@/utilities/paths'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  robots: { index: false },
}

export default function NotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        The page you are looking for does not exist or has been moved.
      </p>
      <ButtonLink href={PATHS.home} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  )
}
