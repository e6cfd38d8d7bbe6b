import { Spinner } from '@/components/ui/Spinner'

/** Shown while the server reads the session (spec: a spinner while the session loads). */
export function PortalLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <h1 className="sr-only">Client Portal</h1>
      <Spinner label="Loading your client portal" className="[&>span:first-child]:size-10" />
    </div>
  )
}
