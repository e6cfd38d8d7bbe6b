import type { Access } from 'payload'

/**
 * Any signed-in account. Only for creating portal records whose hooks then force the owner to
 * the signed-in user and check the project is theirs: access alone says nothing about ownership.
 */
export const isSignedIn: Access = ({ req: { user } }) => Boolean(user)
