'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, TextFieldClientComponent } from 'payload'

import { formatPhone, phoneHref } from '@/validation/phone'

/** A stored E.164 number as staff read it, a tap-to-call link. */
function PhoneLink({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value === '') return null
  return <a href={phoneHref(value)}>{formatPhone(value)}</a>
}

/** List column: the formatted number. */
export function PhoneCell({ cellData }: DefaultCellComponentProps) {
  const value: unknown = cellData
  return <PhoneLink value={value} />
}

/** Edit view: submissions are read-only, so the field shows the formatted number as a link. */
export const PhoneField: TextFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path })
  return (
    <div className="field-type text read-only">
      <FieldLabel label={field.label ?? 'Phone'} path={path} />
      <div>{value ? <PhoneLink value={value} /> : '—'}</div>
    </div>
  )
}
