import type { BaseSyntheticEvent } from 'react'

import { HONEYPOT_FIELD } from '@/validation/formFields'

/** The trap's value in the form a submit event came from ('' when there is none). */
export function honeypotValue(event?: BaseSyntheticEvent): string {
  const form: unknown = event?.target
  if (!(form instanceof HTMLFormElement)) return ''
  const field = form.elements.namedItem(HONEYPOT_FIELD)
  return field instanceof HTMLInputElement ? field.value : ''
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do. It is not part of the form's validation, so a browser
 * that autofills it cannot block a person: the server decides, quietly.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
