import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'

type CtaLink = { href: string; label: string }

/** The closing call to action of a tool page. */
export function CtaBanner({
  title,
  children,
  primary,
  secondary,
}: {
  title: string
  children: ReactNode
  primary: CtaLink
  secondary?: CtaLink
}) {
  return (
    <section aria-label={title} className="py-12 sm:py-16">
      <Container>
        <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <div className="mx-auto mt-3 max-w-2xl text-brand-50">{children}</div>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={primary.href} variant="inverse" size="lg">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink href={secondary.href} variant="inverseOutline" size="lg">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  )
}
