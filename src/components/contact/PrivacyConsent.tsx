import Link from 'next/link'
import type { ComponentProps } from 'react'

import { FieldMessage } from '@/components/ui/Field'
import { PATHS } from '@/utilities/paths'

type PrivacyConsentProps = {
  id: string
  brandName: string
  purpose: string
  error?: string
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'id'>
}

/**
 * The POPIA notice (who collects, why, where to read more) and the required consent checkbox.
 * The server stores the consent and its time with the record.
 */
export function PrivacyConsent({ id, brandName, purpose, error, inputProps }: PrivacyConsentProps) {
  const noticeId = `${id}-notice`
  const messageId = `${id}-message`
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p id={noticeId} className="text-sm text-slate-700">
        {brandName} collects the details in this form to {purpose}. We keep them only as long as we need them for
        that, never sell them, and you can ask us to see, correct or delete them at any time. Read our{' '}
        <Link href={PATHS.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-describedby={`${noticeId}${error ? ` ${messageId}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          I agree to {brandName} processing my details for this purpose. *
        </label>
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  )
}
