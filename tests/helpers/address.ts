import { randomBytes } from 'node:crypto'

/**
 * A fresh address in the IPv6 documentation range, so the per-address limits never join tests up.
 * (An IPv4 pick from 254 addresses once met one that another test had run to its limit.)
 */
export const randomAddress = () =>
  `2001:db8:${(randomBytes(12).toString('hex').match(/.{4}/g) ?? []).join(':')}`
