import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CheckboxField } from '@/components/ui/ChoiceFields'
import { FileField, TextField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)

/** The attributes of the element with this id, as a screen reader's accessibility tree would see them. */
function attributesOf(markup: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(markup)?.[0] ?? ''
  return Object.fromEntries(
    [...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  )
}

describe('field kit', () => {
  it('labels the control and leaves it undescribed when there is nothing to say', () => {
    const markup = html(
      createElement(TextField, { id: 'f-phone', label: 'Phone Number', name: 'phone' }),
    )
    expect(markup).toMatch(/<label[^>]*for="f-phone"[^>]*>Phone Number<\/label>/)
    expect(attributesOf(markup, 'f-phone')).not.toHaveProperty('aria-describedby')
    expect(attributesOf(markup, 'f-phone')).not.toHaveProperty('aria-invalid')
  })

  it('marks an error invalid, announces it, and reads it before the hint', () => {
    const markup = html(
      createElement(FileField, {
        id: 'f-file',
        label: 'Choose a file',
        hint: 'Up to 10MB.',
        error: 'Executable files are not allowed',
      }),
    )
    const control = attributesOf(markup, 'f-file')
    expect(control['aria-invalid']).toBe('true')
    expect(control['aria-describedby']).toBe('f-file-message f-file-hint')
    expect(markup).toMatch(
      /<p id="f-file-message" role="alert"[^>]*>Executable files are not allowed<\/p>/,
    )
    expect(control.type).toBe('file')
  })

  it('describes a valid field by its success message, which is not an alert', () => {
    const markup = html(
      createElement(TextField, {
        id: 'f-name',
        label: 'Full Name *',
        success: 'Looks good!',
        reserveMessage: true,
      }),
    )
    expect(attributesOf(markup, 'f-name')['aria-describedby']).toBe('f-name-message')
    expect(markup).toMatch(/<p id="f-name-message" class="[^"]*">Looks good!<\/p>/)
  })

  it('builds a select from its options, with the placeholder as the empty choice', () => {
    const markup = html(
      createElement(SelectField, {
        id: 'f-budget',
        label: 'Budget Range *',
        options: ['Small', { value: 'large', label: 'Large' }],
        placeholder: 'Select a budget',
        defaultValue: '',
      }),
    )
    expect(markup).toContain('<option value="" selected="">Select a budget</option>')
    expect(markup).toContain('<option value="Small">Small</option>')
    expect(markup).toContain('<option value="large">Large</option>')
  })

  it('wires a checkbox to text outside it and to its own message', () => {
    const markup = html(
      createElement(CheckboxField, {
        id: 'f-consent',
        label: 'I agree *',
        describedBy: 'f-notice',
        error: 'Please confirm',
      }),
    )
    expect(attributesOf(markup, 'f-consent')['aria-describedby']).toBe('f-consent-message f-notice')
    expect(markup).toMatch(/<label[^>]*for="f-consent"[^>]*>I agree \*<\/label>/)
  })
})
