'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { saveNotificationSettingsAction } from '@/features/portal/actions/portalNotifications'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { SelectField } from '@/components/ui/SelectField'
import * as messages from '@/validation/messages'
import {
  NOTIFICATION_CHOICES,
  notificationSettingsSchema,
  type NotificationChoice,
  type NotificationSettingsInput,
} from '@/validation/portalNotifications'

import { PortalForm } from './PortalForm'
import { usePortalAction } from './usePortalAction'

/** The member's own choice of emails about their organisation's projects. */
export function NotificationSettings({ current }: { current: NotificationChoice }) {
  const id = useId()
  const runAction = usePortalAction()
  const form = useForm<NotificationSettingsInput>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { notifications: current },
  })
  const { handleSubmit, formState, reset } = form

  const onSubmit = handleSubmit(async (values) => {
    if (
      await runAction(
        () => saveNotificationSettingsAction(values),
        () => messages.NOTIFICATIONS_SAVED,
      )
    )
      reset(values)
  })

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Email notifications
      </h2>
      <PortalForm onSubmit={onSubmit}>
        <SelectField
          {...bindField(form, id, 'notifications', { errorsOnly: true })}
          label="Email me about new messages, files and status changes"
          hint="Our team hears of your messages, feedback and files either way."
          options={NOTIFICATION_CHOICES}
        />
        <Button type="submit" disabled={formState.isSubmitting || !formState.isDirty}>
          {formState.isSubmitting ? 'Saving...' : 'Save Email Settings'}
        </Button>
      </PortalForm>
    </section>
  )
}
