import type { Access } from 'payload'

/** Only for portal creates whose hooks force the owner and check the project: access alone says nothing about ownership. */
export const isSignedIn: Access = ({ req: { user } }) => Boolean(user)
