'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type DefaultValues } from 'react-hook-form'
import type { z } from 'zod'

import { sendFeedbackAction } from '@/actions/portalContent'
import { describedBy, fieldFeedback } from '@/components/contact/fieldFeedback'
import { Button } from '@/components/ui/Button'
import { FieldMessage, Label, Select, Textarea } from '@/components/ui/Field'
import { useToast } from '@/components/ui/Toast'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, feedbackSchema, type FeedbackInput } from '@/validation/portal'

type FeedbackFormValues = z.input<typeof feedbackSchema>

// No category until the client picks one: the select shows its placeholder and the schema asks for it.
const EMPTY: DefaultValues<FeedbackFormValues> = { project: '', priority: 'Medium', text: '' }

/** The spec's Feedback form (category, feedback text, priority), sent to the agency. */
export function FeedbackForm({ projects }: { projects: { id: string; name: string }[] }) {
  const id = useId()
  const { toast } = useToast()
  const form = useForm<FeedbackFormValues, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, formState, reset } = form

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await sendFeedbackAction(values)
      if (result.ok) {
        toast({ title: messages.FEEDBACK_SENT.title, description: messages.FEEDBACK_SENT.description })
        reset()
        return
      }
      toast({ variant: 'destructive', title: messages.PORTAL_ACTION_FAILED_TITLE, description: result.message })
    } catch {
      toast({ variant: 'destructive', title: messages.PORTAL_ACTION_FAILED_TITLE, description: messages.UNEXPECTED })
    }
  })

  const category = fieldFeedback(form, 'category')
  const text = fieldFeedback(form, 'text')
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-project`}>Project</Label>
          <Select id={`${id}-project`} {...register('project')}>
            <option value="">All projects</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            required
            invalid={Boolean(category.error)}
            aria-describedby={describedBy(`${id}-category`, { error: category.error })}
            {...register('category')}
          >
            <option value="">Select a category</option>
            {FEEDBACK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
          <FieldMessage id={`${id}-category-message`} error={category.error} />
        </div>
        <div>
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <Select id={`${id}-priority`} {...register('priority')}>
            {FEEDBACK_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-text`}>Your Feedback</Label>
        <Textarea
          id={`${id}-text`}
          required
          maxLength={FORM_LIMITS.message}
          className="min-h-[120px]"
          invalid={Boolean(text.error)}
          aria-describedby={describedBy(`${id}-text`, { error: text.error })}
          {...register('text')}
        />
        <FieldMessage id={`${id}-text-message`} error={text.error} />
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  )
}
