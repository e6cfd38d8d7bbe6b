import type { ComponentProps } from 'react'

import { Select } from './Field'
import { FormField, split, type Frame } from './FormField'

/** A choice in a select or a choice group; a bare string is its own value and label. */
export type FieldOption = string | { readonly value: string; readonly label: string }

const optionOf = (option: FieldOption) =>
  typeof option === 'string' ? { value: option, label: option } : option

type SelectFieldProps = Frame &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    options: readonly FieldOption[]
    /** The empty first choice ('Select a service'); without it the first option is preselected. */
    placeholder?: string
  }

/** A select whose options come from a list. */
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
