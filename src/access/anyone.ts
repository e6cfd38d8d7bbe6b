import type { Access } from 'payload'

/** Everyone, signed in or not. Only for content the public site shows. */
export const anyone: Access = () => true
