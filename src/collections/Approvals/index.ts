import { salesEdits } from '@/access/accessPresets'
import { canDecideApproval } from '@/access/canDecideApproval'
import { isSalesOrMember } from '@/access/isSalesOrMember'
import { organisationField } from '@/fields/projectOrganisation'
import { APPROVAL_STATUSES, APPROVAL_STATUS_LABELS } from '@/validation/approvals'
import { FORM_LIMITS } from '@/validation/limits'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignApprovalRound } from './hooks/assignApprovalRound'
import { decideApproval } from './hooks/decideApproval'
import { notifyApproval } from './hooks/notifyApproval'

/**
 * One round of sign-off on a deliverable (a project file): staff request it, an owner or member of
 * the file's organisation approves or requests changes. Replacing the file opens the next round.
 */
export const Approvals = clientPortalCollection({
  slug: 'approvals',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['file', 'organisation', 'round', 'status', 'dueDate', 'decidedBy'],
  },
  // Clients never create or delete; decideApproval limits what their update may change.
  access: { ...salesEdits(isSalesOrMember()), update: canDecideApproval },
  // Two rounds opened at once for one file cannot both take the same number.
  indexes: [{ fields: ['file', 'round'], unique: true }],
  hooks: {
    beforeValidate: [assignApprovalRound],
    beforeChange: [decideApproval],
    afterChange: [notifyApproval],
  },
  fields: [
    {
      name: 'file',
      type: 'relationship',
      relationTo: 'project-files',
      required: true,
      index: true,
      admin: { description: 'The deliverable to approve. It cannot change once the round exists.' },
    },
    {
      name: 'title',
      type: 'text',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      admin: { readOnly: true, description: "The file's project." },
    },
    // Not `required`: the admin would ask staff for what assignApprovalRound always sets itself.
    { ...organisationField("The file's client organisation.", true), required: false },
    {
      name: 'round',
      type: 'number',
      min: 1,
      admin: { readOnly: true, description: 'Counts up each time a new version is uploaded.' },
    },
    {
      name: 'fileVersion',
      type: 'group',
      admin: { description: 'The version of the file this round is about.' },
      fields: [
        { name: 'filename', type: 'text', admin: { readOnly: true } },
        { name: 'filesize', type: 'number', admin: { readOnly: true } },
        { name: 'version', type: 'number', admin: { readOnly: true } },
      ],
    },
    {
      name: 'requestedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'dueDate',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: APPROVAL_STATUSES.map((value) => ({ label: APPROVAL_STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'decidedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'decidedByName',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Kept if the account goes.' },
    },
    { name: 'decidedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'comment', type: 'textarea', maxLength: FORM_LIMITS.message },
  ],
})
