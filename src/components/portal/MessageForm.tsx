'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { postMessageAction } from '@/features/portal/actions/portalContent'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextareaField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import { portalMessageSchema, type PortalMessageInput } from '@/validation/portal'

import { PortalForm, projectOptions, type ProjectChoice } from './PortalForm'
import { usePortalAction } from './usePortalAction'

/** Posts a message into one of the client's project threads. */
export function MessageForm({ projects }: { projects: ProjectChoice[] }) {
  const id = useId()
  const runAction = usePortalAction()
  const form = useForm<PortalMessageInput>({
    resolver: zodResolver(portalMessageSchema),
    mode: 'onTouched',
    defaultValues: { project: projects[0]?.id ?? '', body: '' },
  })
  const { handleSubmit, formState, reset, getValues } = form

  const onSubmit = handleSubmit(async (values) => {
    if (
      await runAction(
        () => postMessageAction(values),
        () => messages.PORTAL_MESSAGE_POSTED,
      )
    )
      reset({ project: getValues('project'), body: '' })
  })

  return (
    <PortalForm onSubmit={onSubmit}>
      <h3 className="font-semibold text-slate-900">New Message</h3>
      <SelectField
        {...bindField(form, id, 'project', { errorsOnly: true })}
        label="Project"
        options={projectOptions(projects)}
      />
      <TextareaField
        {...bindField(form, id, 'body', { errorsOnly: true })}
        label="Your Message"
        required
        maxLength={FORM_LIMITS.message}
        className="min-h-[120px]"
      />
      <Button type="submit" disabled={formState.isSubmitting || projects.length === 0}>
        {formState.isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </PortalForm>
  )
}
