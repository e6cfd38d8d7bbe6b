'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { postMessageAction } from '@/actions/portalContent'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextareaField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { useToast } from '@/components/ui/Toast'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import { portalMessageSchema, type PortalMessageInput } from '@/validation/portal'

/** Posts a message into one of the client's project threads. */
export function MessageForm({ projects }: { projects: { id: string; name: string }[] }) {
  const id = useId()
  const { toast } = useToast()
  const form = useForm<PortalMessageInput>({
    resolver: zodResolver(portalMessageSchema),
    mode: 'onTouched',
    defaultValues: { project: projects[0]?.id ?? '', body: '' },
  })
  const { handleSubmit, formState, reset, getValues } = form

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await postMessageAction(values)
      if (result.ok) {
        toast({
          title: messages.PORTAL_MESSAGE_POSTED.title,
          description: messages.PORTAL_MESSAGE_POSTED.description,
        })
        reset({ project: getValues('project'), body: '' })
        return
      }
      toast({
        variant: 'destructive',
        title: messages.PORTAL_ACTION_FAILED_TITLE,
        description: result.message,
      })
    } catch {
      toast({
        variant: 'destructive',
        title: messages.PORTAL_ACTION_FAILED_TITLE,
        description: messages.UNEXPECTED,
      })
    }
  })

  const projectOptions = projects.map((project) => ({ value: project.id, label: project.name }))
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="font-semibold text-slate-900">New Message</h3>
      <SelectField
        {...bindField(form, id, 'project', { errorsOnly: true })}
        label="Project"
        options={projectOptions}
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
    </form>
  )
}
