import type { EnquiryFormState } from '@/features/leads/actions/submitEnquiry'
import * as messages from '@/validation/messages'

/** The server's answer to a form posted without JavaScript, where the toast would have said it. */
export function PostedAnswer({
  posted,
  success,
}: {
  posted: NonNullable<EnquiryFormState>
  success: messages.ToastText
}) {
  if (posted.result.ok) {
    return (
      <div
        role="status"
        className="mb-4 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <p className="font-semibold">{success.title}</p>
        <p>{success.description}</p>
      </div>
    )
  }
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{messages.ENQUIRY_FAILED_TITLE}</p>
      <p>{posted.result.message || messages.ENQUIRY_FAILED_FALLBACK}</p>
    </div>
  )
}
