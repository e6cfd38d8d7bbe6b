import type { Ref } from 'react'

import { HONEYPOT_FIELD } from '@/validation/formFields'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do. It is not part of the form's validation, so a browser
 * that autofills it cannot block a person: the server decides, quietly.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
