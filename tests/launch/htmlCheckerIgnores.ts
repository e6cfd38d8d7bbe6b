/**
 * The only Nu HTML Checker messages the launch check ignores, each with why. All three come from
 * Tailwind 4's stylesheet (inlined into every page, next.config `inlineCss`) and are valid CSS the
 * checker's CSS grammar does not know yet. Everything else it reports as an error fails `npm test`.
 */
export const HTML_CHECKER_IGNORES: readonly {
  readonly pattern: RegExp
  readonly reason: string
}[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    reason:
      'Tailwind declares its internal custom properties with @property (CSS Properties and Values API Level 1).',
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    reason:
      'Tailwind’s space-x/space-y utilities test `@supports (margin-trim: inline)` (CSS Box Model Level 4).',
  },
  {
    pattern: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    reason:
      'Tailwind’s transition utilities list registered custom properties such as --tw-gradient-from, which transition-property accepts (CSS Transitions: <custom-ident>).',
  },
]
