import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
} from 'payload'

import { salesEdits } from '@/access/accessPresets'
import { isSales } from '@/access/isSales'
import { nobody } from '@/access/nobody'
import { attributionFields } from '@/fields/attribution'
import { leadDeskFields, recordFirstReply } from '@/fields/leadDesk'
import { submissionMetaFields, submittedOnly, submittedText } from '@/fields/submission'

interface LeadCollectionOptions {
  readonly slug: 'enquiries' | 'callbacks'
  readonly statuses: readonly string[]
  readonly statusDescription?: string
  /** List columns between the visitor's email and the status. */
  readonly columns: readonly string[]
  /** This kind's own fields: after the status, before the message, and last. */
  readonly head: Field[]
  readonly details?: Field[]
  readonly tail?: Field[]
  readonly messageRequired: boolean
  readonly beforeChange?: CollectionBeforeChangeHook[]
  readonly afterChange?: CollectionAfterChangeHook[]
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/**
 * The Enquiries and Callbacks collections. Leads are created only by the site's own submit code
 * (src/features/leads), which inserts through the database adapter (store.ts): collection hooks and
 * field validation do not run for new submissions, so add none that must. There is no create
 * through the API, for staff either; staff read, set the status, add notes and delete (e.g. a
 * POPIA erasure request).
 */
export function leadCollection(options: LeadCollectionOptions): CollectionConfig {
  return {
    slug: options.slug,
    admin: {
      useAsTitle: 'name',
      defaultColumns: [
        'createdAt',
        'name',
        'email',
        ...options.columns,
        'lastSource',
        'status',
        'replyBy',
      ],
      listSearchableFields: ['name', 'email', 'company'],
      group: 'Leads',
    },
    defaultSort: '-createdAt',
    // Visitors' submissions are written by the server actions alone.
    access: { ...salesEdits(isSales), create: nobody },
    disableDuplicate: true,
    // Lead desk (reply-by promise, erasure): src/fields/leadDesk.ts. Runs on staff updates only.
    hooks: {
      beforeChange: [recordFirstReply, ...(options.beforeChange ?? [])],
      ...(options.afterChange ? { afterChange: options.afterChange } : {}),
    },
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        options: options.statuses.map((value) => ({ label: capitalised(value), value })),
        admin: {
          position: 'sidebar',
          ...(options.statusDescription ? { description: options.statusDescription } : {}),
        },
      },
      ...options.head,
      {
        type: 'row',
        fields: [
          submittedText('name', { required: true }),
          {
            name: 'email',
            type: 'email',
            required: true,
            access: submittedOnly,
            admin: { readOnly: true },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          // Stored in E.164 (validation/phone.ts); shown formatted, as a tel: link.
          submittedText('phone', {
            components: {
              Cell: '/components/admin/PhoneValue#PhoneCell',
              Field: '/components/admin/PhoneValue#PhoneField',
            },
          }),
          submittedText('company'),
        ],
      },
      ...(options.details ?? []),
      submittedText('message', options.messageRequired ? { required: true } : {}),
      ...submissionMetaFields,
      // Where the lead came from: README "Attribution, privacy and the report".
      ...attributionFields,
      ...leadDeskFields,
      ...(options.tail ?? []),
    ],
  }
}
