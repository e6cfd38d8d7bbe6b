import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utilities/cn'

import { FieldMessage, Input, Label, Select, Textarea } from './Field'

/** A choice in a select or a choice group; a bare string is its own value and label. */
export type FieldOption = string | { readonly value: string; readonly label: string }

const optionOf = (option: FieldOption) => (typeof option === 'string' ? { value: option, label: option } : option)

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
function fieldAria({ id, hint, error, success, describedBy }: FieldFrameProps) {
  const ids = [error || success ? `${id}-message` : undefined, describedBy, hint ? `${id}-hint` : undefined]
  return {
    id,
    'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
  }
}

function FieldHint({ id, children, first }: { id: string; children: ReactNode; first?: boolean }) {
  return (
    <p id={`${id}-hint`} className={cn('text-xs text-slate-600', first ? 'mb-2' : 'mt-1')}>
      {children}
    </p>
  )
}

/** A field's message on its own, for a control the kit does not draw (a calendar). */
export function FieldFeedback({ id, error, success, reserveMessage }: Pick<FieldFrameProps, 'id' | 'error' | 'success' | 'reserveMessage'>) {
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
      {hint && hintFirst ? <FieldHint id={id} first>{hint}</FieldHint> : null}
      {children(fieldAria(frame))}
      {hint && !hintFirst ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldFeedback {...frame} />
    </div>
  )
}

type Frame = Omit<FieldFrameProps, 'className'> & { fieldClassName?: string }

function split<P extends Frame>(props: P) {
  const { id, label, hint, hintFirst, error, success, reserveMessage, describedBy, fieldClassName, ...control } = props
  const frame: FieldFrameProps = { id, label, hint, hintFirst, error, success, reserveMessage, describedBy, className: fieldClassName }
  return { frame, control }
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

type SelectFieldProps = Frame &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    options: readonly FieldOption[]
    /** The empty first choice ('Select a service'); without it the first option is preselected. */
    placeholder?: string
  }

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = split(props)
  return (
    <FormField {...frame}>
      {(aria) => (
        <Select {...control} {...aria}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map(optionOf).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  )
}

const FILE_BUTTON =
  'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium'

export function FileField({ className, ...props }: TextFieldProps) {
  const { frame, control } = split(props)
  return <FormField {...frame}>{(aria) => <Input {...control} {...aria} type="file" className={cn(FILE_BUTTON, className)} />}</FormField>
}

/** A single checkbox with its label beside it (consent, opt-ins). */
export function CheckboxField(props: Frame & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const { frame, control } = split(props)
  const { invalid, ...aria } = fieldAria(frame)
  return (
    <div className={frame.className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          aria-invalid={invalid || undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          {...control}
          {...aria}
        />
        <label htmlFor={frame.id} className="text-sm font-medium text-slate-800">
          {frame.label}
        </label>
      </div>
      {frame.hint ? <FieldHint id={frame.id}>{frame.hint}</FieldHint> : null}
      <FieldFeedback {...frame} />
    </div>
  )
}

type ChoiceGroupProps = {
  legend: ReactNode
  name: string
  type: 'checkbox' | 'radio'
  options: readonly (string | ChoiceOption)[]
  /** Controlled: the checked values, and the change of one. */
  checked?: readonly string[]
  onCheckedChange?: (value: string, checked: boolean) => void
  /** Uncontrolled: the values checked at first. */
  defaultChecked?: readonly string[]
  className?: string
}

/** A choice with an optional line under its label (a radio card). */
export type ChoiceOption = { readonly value: string; readonly label: string; readonly description?: string }

/** A fieldset of checkboxes or radios from an options list. */
export function ChoiceGroup({ legend, name, type, options, checked, onCheckedChange, defaultChecked, className }: ChoiceGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('grid gap-2 sm:grid-cols-2', className)}>
        {options.map((raw) => {
          const option: ChoiceOption = typeof raw === 'string' ? { value: raw, label: raw } : raw
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked ? checked.includes(option.value) : undefined}
                defaultChecked={defaultChecked ? defaultChecked.includes(option.value) : undefined}
                onChange={onCheckedChange ? (event) => onCheckedChange(option.value, event.target.checked) : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              {option.description ? (
                <span>
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="text-slate-700">{option.description}</span>
                </span>
              ) : (
                option.label
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
