import type { PeopleData } from '@/features/portal/data/people'
import { formatDate } from '@/lib/agencyTime'
import { INVITATION_ROLE_OPTIONS } from '@/validation/invitation'

import { InviteForm } from './InviteForm'
import { InvitationButtons, RemoveMemberButton } from './PeopleButtons'

const roleLabel = (role: string | null | undefined): string =>
  INVITATION_ROLE_OPTIONS.find((option) => option.value === role)?.label.split(' (')[0] ?? ''

/**
 * An owner's "People": the organisation's members and pending invitations, an invite form, and
 * resend, revoke and remove. The server actions and the collection's access decide; this only shows.
 */
export function PeopleSection({ people, userId }: { people: PeopleData; userId: string }) {
  const owners = people.members.filter((member) => member.memberRole === 'owner').length
  return (
    <section aria-labelledby="people-heading" className="mt-10">
      <h2 id="people-heading" className="text-2xl font-bold text-slate-900">
        People
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">Members</h3>
          <ul
            aria-label="Members"
            className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
          >
            {people.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {member.name}
                    {member.id === userId ? ' (you)' : ''}
                  </p>
                  <p className="text-sm text-slate-700">
                    {member.email} · {roleLabel(member.memberRole)}
                  </p>
                </div>
                {member.id === userId && owners <= 1 ? null : (
                  <RemoveMemberButton id={member.id} name={member.name} />
                )}
              </li>
            ))}
          </ul>

          <h3 className="mt-6 font-semibold text-slate-900">Pending invitations</h3>
          {people.invitations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No invitations are waiting.</p>
          ) : (
            <ul
              aria-label="Pending invitations"
              className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
            >
              {people.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-3"
                >
                  <div>
                    <p className="font-medium text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-700">
                      {roleLabel(invitation.memberRole)} · expires{' '}
                      {formatDate(invitation.expiresAt)}
                    </p>
                  </div>
                  <InvitationButtons id={invitation.id} email={invitation.email} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <InviteForm />
      </div>
    </section>
  )
}
