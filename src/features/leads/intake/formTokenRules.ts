/**
 * The minimum fill time, shared by the server check (formToken.ts) and the browser, which holds a
 * too-quick submission back rather than have it dropped as a bot's. A person needs well over
 * 3 seconds to type a name, an email and a message; a bot posting at once does not.
 */
export const MIN_FILL_MS = 3_000
