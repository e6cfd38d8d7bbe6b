import * as z from './zod'

import { FORM_LIMITS, PASSWORD_LIMITS } from './limits'
import * as messages from './messages'

/** The spec's Feedback form options (§3 'Feedback form'), in its order. */
export const FEEDBACK_CATEGORIES = [
  'Design Review',
  'Content Changes',
  'Functionality Request',
  'General Feedback',
] as const
export const FEEDBACK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const

const required = (max: number) =>
  z
    .string(messages.FIELD_REQUIRED)
    .trim()
    .min(1, messages.FIELD_REQUIRED)
    .max(max, messages.maxCharacters(max))

/** 'Client Portal Access': both fields required (spec §5 'Demo login'). */
export const signInSchema = z.object({
  email: z
    .string(messages.FIELD_REQUIRED)
    .trim()
    .min(1, messages.FIELD_REQUIRED)
    .max(FORM_LIMITS.email, messages.EMAIL_TOO_LONG)
    .pipe(z.email(messages.EMAIL_INVALID_DISPLAY)),
  // Not trimmed: a password may begin or end with a space.
  password: z
    .string(messages.FIELD_REQUIRED)
    .min(1, messages.FIELD_REQUIRED)
    .max(PASSWORD_LIMITS.max, messages.maxCharacters(PASSWORD_LIMITS.max)),
})
export type SignInInput = z.infer<typeof signInSchema>

const projectId = z.uuid(messages.FIELD_REQUIRED)

export const portalMessageSchema = z.object({
  project: projectId,
  body: required(FORM_LIMITS.message),
})
export type PortalMessageInput = z.infer<typeof portalMessageSchema>

/** The spec's Feedback form (category, feedback text, priority), optionally about one project. */
export const feedbackSchema = z.object({
  project: z.union([projectId, z.literal('')]).optional(),
  category: z.enum(FEEDBACK_CATEGORIES, messages.FIELD_REQUIRED),
  priority: z.enum(FEEDBACK_PRIORITIES, messages.FIELD_REQUIRED),
  text: required(FORM_LIMITS.message),
})
export type FeedbackInput = z.infer<typeof feedbackSchema>
