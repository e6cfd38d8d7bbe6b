import type { TypedUser } from 'payload'

import { Tabs } from '@/components/ui/Tabs'

import { FeedbackTab } from './FeedbackTab'
import { FilesTab } from './FilesTab'
import { MessagesTab } from './MessagesTab'
import { OverviewTab } from './OverviewTab'
import { ProjectList } from './ProjectList'
import type { PortalData } from '@/data/portal'
import { SignOutButton } from './SignOutButton'

/** The signed-in client's dashboard: welcome, Sign Out, 'Your Projects' and the four tabs. */
export function PortalDashboard({ user, data }: { user: TypedUser; data: PortalData }) {
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Welcome back, {user.name}</h1>
          <p className="mt-1 text-slate-700">
            {user.company ? `${user.company} · ` : ''}Client Portal
          </p>
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
            content: <FilesTab files={data.files} projects={data.projects} userId={user.id} />,
          },
          {
            id: 'messages',
            label: 'Messages',
            content: <MessagesTab messages={data.messages} projects={data.projects} />,
          },
          {
            id: 'feedback',
            label: 'Feedback',
            content: <FeedbackTab feedback={data.feedback} projects={data.projects} />,
          },
        ]}
      />
    </div>
  )
}
