/** Every user-visible validation and notification text, written once. */

// Generic display messages (spec §5).
export const FIELD_REQUIRED = 'This field is required'
export const minCharacters = (n: number): string => `Minimum ${n} characters required`
export const maxCharacters = (n: number): string => `Maximum ${n} characters allowed`
export const INVALID_FORMAT = 'Invalid format'
export const LOOKS_GOOD = 'Looks good!'
export const INVALID_INPUT = 'Invalid input'

// Enquiry form (spec §5 table).
export const NAME_REQUIRED = 'Name is required'
export const NAME_TOO_LONG = 'Name too long'
export const NAME_INVALID_CHARACTERS = 'Name contains invalid characters'

export const EMAIL_INVALID = 'Invalid email address'
export const EMAIL_INVALID_DISPLAY = 'Please enter a valid email address'
export const EMAIL_TOO_LONG = 'Email too long'
export const EMAIL_ALIASES_NOT_ALLOWED = 'Email aliases not allowed'

export const PHONE_TOO_LONG = 'Phone number too long'
export const PHONE_INVALID_FORMAT = 'Invalid phone number format'
export const PHONE_INVALID_DISPLAY = 'Please enter a valid phone number'

export const COMPANY_TOO_LONG = 'Company name too long'
export const COMPANY_INVALID_CHARACTERS = 'Company name contains invalid characters'

export const SERVICE_TOO_LONG = 'Service selection too long'
export const BUDGET_TOO_LONG = 'Budget selection too long'
export const TIMELINE_TOO_LONG = 'Timeline selection too long'

export const MESSAGE_REQUIRED = 'Message is required'
export const MESSAGE_TOO_LONG = 'Message too long'
export const MESSAGE_MALICIOUS = 'Message contains potentially malicious content'

export const CONSENT_REQUIRED = 'Please confirm you agree to us processing your details'

// Callback form (spec §5).
export const CALLBACK_NAME_TOO_SHORT = 'Name must be at least 2 characters'
export const DATE_REQUIRED = 'Please select a date'
export const TIME_REQUIRED = 'Please select a time'
/** Not in the spec: someone booked the slot between the visitor opening the list and submitting. */
export const SLOT_TAKEN = 'This time has just been booked. Please choose another time.'
/** Not in the spec: staff release a bot-flagged callback whose time a real booking took meanwhile. */
export const RELEASE_SLOT_TAKEN =
  'This time has been booked by someone else since this request came in. Contact the visitor to agree another time, or delete the request.'
/** Not in the spec: releasing a flagged callback whose time went by would book the past. */
export const RELEASE_SLOT_PASSED =
  'The time this visitor asked for has passed. Contact them to agree another time, or delete the request.'
/** Not in the spec: a bot-flagged callback holds no slot, so there is nothing to cancel. */
export const RELEASE_TO_CANCELLED =
  'This request was flagged as spam and holds no slot. Release it to New, or delete it.'
// The visitor's cancel and reschedule link (not in the spec).
export const MANAGE_LINK_INVALID =
  'This link is not valid, or your booking has changed since it was sent. Please use the link in your latest confirmation email.'
export const MANAGE_LINK_EXPIRED = 'This link has expired: the call it was for has already started.'
export const BOOKING_CANCELLED =
  'Your call is cancelled. A cancellation for your calendar is on its way by email.'
export const BOOKING_MOVED =
  'Your call has been moved. The new calendar invite is on its way by email.'

// Portal file upload (spec §5, checked in this order).
export const FILE_TYPE_NOT_ALLOWED = 'File type not allowed'
export const FILE_TOO_LARGE = 'File too large (max 10MB)'
export const EXECUTABLE_NOT_ALLOWED = 'Executable files not allowed'

// Error catalogue (spec §8).
export const RATE_LIMITED = 'Too many submission attempts. Please wait before trying again.'
export const UNEXPECTED = 'An unexpected error occurred'
/** Not in the spec: the database is restarting; worded like the catalogue, sent with Retry-After. */
export const SERVICE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few moments.'
export const TEMPLATES_EMPTY = 'No templates found. Try adjusting your search criteria or filters.'

export interface ToastText {
  readonly title: string
  readonly description: string
}

export const ENQUIRY_FAILED_TITLE = 'Submission Failed'
/** Shown as the failure toast's text when the server gave no more specific message. */
export const ENQUIRY_FAILED_FALLBACK = 'Please check your input and try again.'

/** The reply promise comes from the CMS site settings, as in the acknowledgement emails. */
export const quoteSent = (replyHours: number): ToastText => ({
  title: 'Quote Request Sent!',
  description: `Our team will review your requirements and get back to you within ${replyHours} hours with a detailed quote and timeline.`,
})

export const messageSent = (replyHours: number): ToastText => ({
  title: 'Message Sent!',
  description: `We've received your message and will get back to you within ${replyHours} hours.`,
})

export const CALLBACK_SUBMITTED: ToastText = {
  title: 'Callback Request Submitted',
  description: "We'll contact you at your preferred time. Check your email for confirmation.",
}

export const CALLBACK_FAILED: ToastText = {
  title: 'Error',
  description: 'Failed to submit callback request. Please try again.',
}

export const LOGIN_FAILED: ToastText = {
  title: 'Login Failed',
  description: 'Invalid email or password. Please try again.',
}

/** Says nothing about any account, so it cannot reveal whether an email is registered. */
export const LOGIN_RATE_LIMITED = 'Too many sign-in attempts. Please wait before trying again.'

export const LOGIN_SUCCESSFUL: ToastText = {
  title: 'Login Successful',
  description: 'Welcome to your client portal!',
}

export const ACCESS_DENIED: ToastText = {
  title: 'Access Denied',
  description: "You don't have permission to access this resource.",
}

export const FILE_UPLOAD_FAILED_TITLE = 'File Upload Failed'
export const FILE_UPLOADED_TITLE = 'File Uploaded'

// Client portal notifications the spec does not word.
export const PORTAL_MESSAGE_POSTED: ToastText = {
  title: 'Message Posted',
  description: 'Your message has been added to the project thread.',
}

export const FEEDBACK_SENT: ToastText = {
  title: 'Feedback Sent',
  description: 'Thank you. Our team will review your feedback and reply in Messages.',
}

export const PORTAL_ACTION_FAILED_TITLE = 'Something Went Wrong'

export const FILE_DELETED_TITLE = 'File Deleted'

// Staff and client passwords (not in the spec): the admin panel shows these on the password field.
export const passwordTooShort = (n: number): string => `Password must be at least ${n} characters`
export const passwordTooLong = (n: number): string => `Password must be at most ${n} characters`
export const PASSWORD_TOO_COMMON =
  'This password is too common. Please choose one that is harder to guess.'

// API requests (not in the spec).
export const REQUEST_TOO_LARGE = 'Request too large'
export const INVALID_REQUEST = 'Invalid request'
export const NOT_FOUND = 'Not Found'

// Portal notification settings (not in the spec).
export const NOTIFICATIONS_SAVED: ToastText = {
  title: 'Email Settings Saved',
  description: 'We will email you as you chose.',
}

// Invitations to a client organisation (not in the spec).
export const INVITATION_ACCOUNT_EXISTS =
  'This address already has an account. Nothing was added: ask the agency to move it to this organisation.'
export const INVITATION_ALREADY_PENDING =
  'An invitation to this address is already pending for this organisation. Resend it instead.'
export const INVITATION_NOT_PENDING = 'Only a pending invitation can be sent again or revoked.'
export const INVITATION_STATUS_LOCKED =
  'An invitation can only be revoked here; it is accepted through its link.'
export const INVITATION_FIELDS_LOCKED =
  'The address, organisation and role of an invitation cannot change: revoke it and invite again.'
export const INVITATION_RATE_LIMITED =
  'Too many invitations sent. Please wait a while before sending more.'
export const INVITATION_SENT: ToastText = {
  title: 'Invitation Sent',
  description: 'They will get an email with a link that works for 7 days.',
}
export const INVITATION_RESENT: ToastText = {
  title: 'Invitation Sent Again',
  description: 'A new link is on its way; the old one no longer works.',
}
export const INVITATION_REVOKED: ToastText = {
  title: 'Invitation Revoked',
  description: 'Its link no longer works.',
}
export const MEMBER_REMOVED: ToastText = {
  title: 'Member Removed',
  description: 'They no longer have access to this organisation, and their sessions have ended.',
}
export const MEMBER_LAST_OWNER =
  'You are the last owner of this organisation: make someone else an owner first.'
const ASK_FOR_A_NEW_LINK =
  'Ask the person who invited you, or your contact at the agency, to send you a new invitation.'
/** What an invitation link shows when it cannot be used, by why. */
export const INVITATION_LINK: Record<'invalid' | 'used' | 'expired' | 'revoked', ToastText> = {
  invalid: {
    title: 'This invitation link is not valid',
    description: `Check that you opened the whole link from the email. ${ASK_FOR_A_NEW_LINK}`,
  },
  used: {
    title: 'This invitation has already been used',
    description:
      'An account was created with it. Sign in with that email address and password, or ask your contact at the agency for help.',
  },
  expired: {
    title: 'This invitation has expired',
    description: `Invitation links work for 7 days. ${ASK_FOR_A_NEW_LINK}`,
  },
  revoked: {
    title: 'This invitation was withdrawn',
    description: `It can no longer be used. ${ASK_FOR_A_NEW_LINK}`,
  },
}
export const INVITATION_ACCEPT_ACCOUNT_EXISTS =
  'An account with this email address already exists. Sign in instead.'
export const INVITATION_ACCEPTED: ToastText = {
  title: 'Welcome',
  description: 'Your account is ready and you are signed in.',
}

// Password reset and change in the portal (not in the spec).
export const PASSWORD_RESET_REQUESTED: ToastText = {
  title: 'Check Your Email',
  description:
    'If an account exists for that address, we have emailed a link to choose a new password. It works once, for one hour.',
}
export const PASSWORD_RESET_RATE_LIMITED =
  'Too many reset requests. Please wait an hour before asking again.'
export const PASSWORD_RESET_LINK_INVALID: ToastText = {
  title: 'This reset link no longer works',
  description:
    'Reset links work once, for one hour. Ask for a new one below, and use the newest email.',
}
export const PASSWORD_RESET_DONE: ToastText = {
  title: 'Password Changed',
  description: 'You are signed in with your new password; every other session has ended.',
}
export const PASSWORDS_DIFFER = 'The two passwords are not the same.'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.'
export const PASSWORD_CHANGED: ToastText = {
  title: 'Password Changed',
  description: 'Use it from now on. Your other sessions have ended; this one stays.',
}

// Approvals of deliverables (not in the spec).
export const APPROVAL_COMMENT_REQUIRED =
  'Please say what should change: a comment is required when you request changes.'
export const APPROVAL_NOT_PENDING =
  'This approval round is closed: it has been decided already or a newer version replaced it.'
export const APPROVAL_DECISION_INVALID = 'Choose Approve or Request changes.'
export const APPROVAL_VIEWER_REFUSED =
  'Viewers can read approvals but not decide them. Ask an owner or member of your organisation.'
export const APPROVAL_FILE_REQUIRED = 'Choose an existing project file.'
/** Shown as the decider once that person's account has been erased. */
export const APPROVAL_FORMER_MEMBER = 'A former member'
export const APPROVAL_APPROVED: ToastText = {
  title: 'Approved',
  description: 'Thank you. The agency has been told you approved this version.',
}
export const APPROVAL_CHANGES_REQUESTED: ToastText = {
  title: 'Changes Requested',
  description: 'The agency has been told what to change and will upload a new version.',
}

// Second factor: the admin's second step and the portal's two-step sign-in (not in the spec).
export const SECOND_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code or a recovery code.'
export const SECOND_FACTOR_WRONG_CODE = 'That code is not right, or it has been used already.'
export const SECOND_FACTOR_LOCKED =
  'Too many wrong attempts: the account is locked for a while. Try again later.'
export const SECOND_FACTOR_SESSION_GONE = 'Your session has ended. Sign in again.'
export const TWO_STEP_ALREADY_ON = 'Two-step sign-in is already on for your account.'
export const TWO_STEP_PROOF_REQUIRED = 'Enter a code from your authenticator app, or your password.'
export const TWO_STEP_ON: ToastText = {
  title: 'Two-Step Sign-In On',
  description: 'From your next sign-in we will ask for a code from your app after your password.',
}
export const TWO_STEP_OFF: ToastText = {
  title: 'Two-Step Sign-In Off',
  description: 'Your password alone signs you in again.',
}

// Redirects (admin): an old address sent on to a new one (README "Redirects").
export const REDIRECT_FROM_INVALID =
  'Enter a path on this site that starts with a single /, e.g. /services/old-name (no domain, ? or #).'
export const REDIRECT_URL_INVALID =
  'Enter a path on this site starting with /, or a full address starting with https:// or http://.'
export const REDIRECT_TO_ITSELF = 'This redirect would send the address to itself.'
export const redirectLoop = (path: string): string =>
  `This redirect would make a loop: ${path} already redirects back here. Change or delete that redirect first.`
export const CHOSEN_SERVICES_EMPTY = 'Choose at least one service, or show all services.'
export const PAGE_SLUG_TAKEN = 'This path belongs to another part of the site: choose another slug.'
