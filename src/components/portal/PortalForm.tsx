import type { ReactNode, SubmitEventHandler } from 'react'

import { ClientForm } from '@/components/ui/ClientForm'

export type ProjectChoice = { id: string; name: string }

/** The client's projects as select options. */
export const projectOptions = (projects: readonly ProjectChoice[]) =>
  projects.map((project) => ({ value: project.id, label: project.name }))

/** The portal's boxed form (a ClientForm); its fields show their own errors, so the browser's checks are off. */
export function PortalForm({
  onSubmit,
  children,
}: {
  onSubmit: SubmitEventHandler<HTMLFormElement>
  children: ReactNode
}) {
  return (
    <ClientForm onSubmit={onSubmit} className="space-y-4 rounded-xl border border-slate-200 p-4">
      {children}
    </ClientForm>
  )
}
