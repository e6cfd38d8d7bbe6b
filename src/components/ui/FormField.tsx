import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utilities/cn'

import { FieldMessage, Input, Label, Textarea } from './Field'

/** What every field shows around its control, and the ids it wires the control to. */
export interface FieldFrameProps {
  /** The control's id; the message is `${id}-message` and the hint `${id}-hint`. */
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The hint between the label and the control rather than under the control. */
  hintFirst?: boolean
  error?: string | null
  success?: string
  /** Keeps one line of room for the message, so one appearing never moves the next field under a click. */
  reserveMessage?: boolean
  /** Ids of text outside the field (a notice above it) that also describes the control. */
  describedBy?: string
  className?: string
}

/** The control's ARIA: its message first (what a screen reader must hear), then hints. */
export function fieldAria({ id, hint, error, success, describedBy }: FieldFrameProps) {
  const ids = [
    error || success ? `${id}-message` : undefined,
    describedBy,
    hint ? `${id}-hint` : undefined,
  ]
  return {
    id,
    'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
  }
}

export function FieldHint({
  id,
  children,
  first,
}: {
  id: string
  children: ReactNode
  first?: boolean
}) {
  return (
    <p id={`${id}-hint`} className={cn('text-xs text-slate-600', first ? 'mb-2' : 'mt-1')}>
      {children}
    </p>
  )
}

/** A field's message on its own, for a control the kit does not draw (a calendar). */
export function FieldFeedback({
  id,
  error,
  success,
  reserveMessage,
}: Pick<FieldFrameProps, 'id' | 'error' | 'success' | 'reserveMessage'>) {
  const message = <FieldMessage id={`${id}-message`} error={error} success={success} />
  return reserveMessage ? <div className="min-h-[1.625rem]">{message}</div> : message
}

/**
 * Label, control, hint and message with their ARIA wiring, written once (shadcn's FormField is the
 * model). `children` renders the control from the props it must carry.
 */
export function FormField({
  children,
  ...frame
}: FieldFrameProps & { children: (control: ReturnType<typeof fieldAria>) => ReactNode }) {
  const { id, label, hint, hintFirst, className } = frame
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint && hintFirst ? (
        <FieldHint id={id} first>
          {hint}
        </FieldHint>
      ) : null}
      {children(fieldAria(frame))}
      {hint && !hintFirst ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldFeedback {...frame} />
    </div>
  )
}

export type Frame = Omit<FieldFrameProps, 'className'> & { fieldClassName?: string }

/** The props the frame draws; every other prop belongs to the control. */
const FRAME_KEYS: readonly string[] = [
  'id',
  'label',
  'hint',
  'hintFirst',
  'error',
  'success',
  'reserveMessage',
  'describedBy',
] satisfies (keyof FieldFrameProps)[]

/** Parts a field's props into the frame's and the control's. */
export function split<P extends Frame>({ fieldClassName, ...props }: P) {
  const frame: FieldFrameProps = { id: props.id, label: props.label, className: fieldClassName }
  const control: Record<string, unknown> = {}
  for (const [key, value] of Object.entries<unknown>(props))
    Object.assign(FRAME_KEYS.includes(key) ? frame : control, { [key]: value })
  return { frame, control: control as Omit<P, keyof Frame> }
}

type TextFieldProps = Frame & Omit<ComponentProps<'input'>, 'id'>

/** A text-like input (text, email, tel, url, password, search). Spread `register(name)` into it, or give it a name and defaultValue. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = split(props)
  return <FormField {...frame}>{(aria) => <Input type="text" {...control} {...aria} />}</FormField>
}

export function TextareaField(props: Frame & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { frame, control } = split(props)
  return <FormField {...frame}>{(aria) => <Textarea {...control} {...aria} />}</FormField>
}

const FILE_BUTTON =
  'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium'

export function FileField({ className, ...props }: TextFieldProps) {
  const { frame, control } = split(props)
  return (
    <FormField {...frame}>
      {(aria) => (
        <Input {...control} {...aria} type="file" className={cn(FILE_BUTTON, className)} />
      )}
    </FormField>
  )
}
