/** Names of the lead forms' fields that are not the visitor's data, shared by the forms and the server. */

/** Hidden from people, so any content means a bot filled the form. */
export const HONEYPOT_FIELD = 'website'
/** The signed time the form was issued (src/features/leads/intake/formToken.ts). */
export const FORM_TOKEN_FIELD = 'formToken'
export const SOURCE_PAGE_FIELD = 'sourcePage'
