import { PortalLoading } from '@/components/portal/PortalLoading'
import { Container } from '@/components/ui/Container'

export default function ClientPortalLoading() {
  return (
    <Container className="py-12 sm:py-16">
      <PortalLoading />
    </Container>
  )
}
