import { Spinner } from '@/components/ui/Spinner'
import { Container } from '@/components/ui/Container'

/** Shown while a search runs on the server. */
export default function SearchLoading() {
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Search</h1>
      <Spinner label="Searching" className="mt-10" />
    </Container>
  )
}
