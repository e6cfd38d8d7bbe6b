import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

/** The brand-gradient opening band of the home, about and contact pages. */
export function Hero({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section className="hero">
      <Container className={className}>{children}</Container>
    </section>
  )
}
