import type { ComponentProps } from 'react'

import { CheckboxField } from '@/components/ui/ChoiceFields'
import { Link } from '@/components/ui/Link'
import { PATHS } from '@/utilities/paths'

type PrivacyConsentProps = Omit<ComponentProps<typeof CheckboxField>, 'label'> & {
  brandName: string
  purpose: string
}

/**
 * The POPIA notice (who collects, why, where to read more) and the required consent checkbox.
 * The server stores the consent and its time with the record.
 */
export function PrivacyConsent({ brandName, purpose, ...field }: PrivacyConsentProps) {
  const noticeId = `${field.id}-notice`
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p id={noticeId} className="text-sm text-slate-700">
        {brandName} collects the details in this form to {purpose}. We keep them only as long as we
        need them for that, never sell them, and you can ask us to see, correct or delete them at
        any time. Read our{' '}
        <Link
          href={PATHS.privacyPolicy}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          privacy policy
        </Link>
        .
      </p>
      <CheckboxField
        {...field}
        label={`I agree to ${brandName} processing my details for this purpose. *`}
        describedBy={noticeId}
        aria-required="true"
        reserveMessage={false}
        fieldClassName="mt-3"
      />
    </div>
  )
}
