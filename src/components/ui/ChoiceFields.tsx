import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utilities/cn'

import { FieldFeedback, FieldHint, fieldAria, split, type Frame } from './FormField'

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
export type ChoiceOption = {
  readonly value: string
  readonly label: string
  readonly description?: string
}

/** A fieldset of checkboxes or radios from an options list. */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  checked,
  onCheckedChange,
  defaultChecked,
  className,
}: ChoiceGroupProps) {
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
                onChange={
                  onCheckedChange
                    ? (event) => onCheckedChange(option.value, event.target.checked)
                    : undefined
                }
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
