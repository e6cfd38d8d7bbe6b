import { Container } from '@/components/ui/Container'

/** Tells staff they are looking at a draft, with the way back to the published page. */
export function PreviewBanner({ published, path }: { published: boolean; path: string }) {
  return (
    <div role="status" className="bg-yellow-100 text-yellow-900">
      <Container className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
        <span>
          You are previewing the latest draft ({published ? 'published' : 'not yet published'}).
        </span>
        <a
          href={`/next/exit-preview?${new URLSearchParams({ path })}`}
          className="font-semibold underline"
        >
          Exit preview
        </a>
      </Container>
    </div>
  )
}
