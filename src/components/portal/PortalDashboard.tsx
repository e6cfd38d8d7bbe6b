import type { TypedUser } from 'payload'

import { canActInPortal } from '@/access/roles'
import { Tabs } from '@/components/ui/Tabs'
import { deliverablesOf, waitingCount } from '@/features/portal/approvals/deliverables'
import { newSince, seenSince } from '@/features/portal/notifications/whatsNew'

import { ApprovalsTab } from './ApprovalsTab'
import { FeedbackTab } from './FeedbackTab'
import { FilesTab } from './FilesTab'
import { MessagesTab } from './MessagesTab'
import { ChangePasswordSection } from './ChangePasswordSection'
import { NotificationSettings } from './NotificationSettings'
import { OverviewTab } from './OverviewTab'
import { PeopleSection } from './PeopleSection'
import { ProjectList } from './ProjectList'
import type { PeopleData } from '@/features/portal/data/people'
import type { PortalData } from '@/features/portal/data/portal'
import { SignOutButton } from './SignOutButton'
import { TwoStepSection } from './TwoStepSection'

const MEMBER_ROLE_LABELS = { owner: 'Owner', member: 'Member', viewer: 'Viewer' } as const

/**
 * The signed-in client's dashboard: welcome, Sign Out, 'Your Projects' and the four tabs. A
 * viewer sees everything but no forms; the server refuses a viewer's actions whatever the page shows.
 */
export function PortalDashboard({
  user,
  data,
  people = null,
  twoStep = false,
}: {
  user: TypedUser
  data: PortalData
  /** Owners only: their organisation's people and invitations. */
  people?: PeopleData | null
  /** Whether the client's authenticator app is on. */
  twoStep?: boolean
}) {
  const canAct = canActInPortal(user)
  const newMessages = newSince(data.messages, seenSince(user, 'messages'), user.id, (m) => m.author)
  const newFiles = newSince(data.files, seenSince(user, 'files'), user.id, (f) => f.uploadedBy)
  const newBadge = (ids: readonly string[]) => (ids.length > 0 ? `${ids.length} new` : undefined)
  const deliverables = deliverablesOf(data.approvals)
  const waiting = waitingCount(deliverables)
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Welcome back, {user.name}</h1>
          <p className="mt-1 text-slate-700">
            {data.organisation ? `${data.organisation.name} · ` : ''}Client Portal
            {user.memberRole ? ` · ${MEMBER_ROLE_LABELS[user.memberRole]}` : ''}
          </p>
          {canAct ? null : (
            <p className="mt-2 text-sm text-slate-700">
              You can read everything here; posting, uploading and approving are for members.
            </p>
          )}
        </div>
        <SignOutButton />
      </div>

      <ProjectList projects={data.projects} />

      <Tabs
        label="Client portal sections"
        className="mt-10"
        tabs={[
          { id: 'overview', label: 'Overview', content: <OverviewTab data={data} /> },
          {
            id: 'files',
            label: 'Files',
            badge: newBadge(newFiles),
            content: (
              <FilesTab
                files={data.files}
                projects={data.projects}
                userId={user.id}
                canAct={canAct}
                newIds={newFiles}
              />
            ),
          },
          {
            id: 'messages',
            label: 'Messages',
            badge: newBadge(newMessages),
            content: (
              <MessagesTab
                messages={data.messages}
                projects={data.projects}
                canAct={canAct}
                newIds={newMessages}
              />
            ),
          },
          {
            id: 'approvals',
            label: 'Approvals',
            badge: waiting > 0 ? `${waiting} waiting` : undefined,
            content: (
              <ApprovalsTab deliverables={deliverables} projects={data.projects} canAct={canAct} />
            ),
          },
          {
            id: 'feedback',
            label: 'Feedback',
            content: (
              <FeedbackTab feedback={data.feedback} projects={data.projects} canAct={canAct} />
            ),
          },
        ]}
      />

      {people ? <PeopleSection people={people} userId={user.id} /> : null}
      <NotificationSettings current={user.notifications ?? 'every'} />
      <ChangePasswordSection email={user.email} />
      <TwoStepSection enabled={twoStep} />
    </div>
  )
}
