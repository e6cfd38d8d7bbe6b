'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type DefaultValues } from 'react-hook-form'
import type * as z from '@/validation/zod'

import { sendFeedbackAction } from '@/features/portal/actions/portalContent'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextareaField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  feedbackSchema,
  type FeedbackInput,
} from '@/validation/portal'

import { PortalForm, projectOptions, type ProjectChoice } from './PortalForm'
import { usePortalAction } from './usePortalAction'

type FeedbackFormValues = z.input<typeof feedbackSchema>

// No category until the client picks one: the select shows its placeholder and the schema asks for it.
const EMPTY: DefaultValues<FeedbackFormValues> = { project: '', priority: 'Medium', text: '' }

/** The spec's Feedback form (category, feedback text, priority), sent to the agency. */
export function FeedbackForm({ projects }: { projects: ProjectChoice[] }) {
  const id = useId()
  const runAction = usePortalAction()
  const form = useForm<FeedbackFormValues, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { handleSubmit, formState, reset } = form

  const onSubmit = handleSubmit(async (values) => {
    if (
      await runAction(
        () => sendFeedbackAction(values),
        () => messages.FEEDBACK_SENT,
      )
    )
      reset()
  })

  const field = (name: 'project' | 'category' | 'priority' | 'text') =>
    bindField(form, id, name, { errorsOnly: true })
  return (
    <PortalForm onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          {...field('project')}
          label="Project"
          options={projectOptions(projects)}
          placeholder="All projects"
        />
        <SelectField
          {...field('category')}
          label="Category"
          required
          options={FEEDBACK_CATEGORIES}
          placeholder="Select a category"
        />
        <SelectField {...field('priority')} label="Priority" options={FEEDBACK_PRIORITIES} />
      </div>
      <TextareaField
        {...field('text')}
        label="Your Feedback"
        required
        maxLength={FORM_LIMITS.message}
        className="min-h-[120px]"
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </PortalForm>
  )
}
