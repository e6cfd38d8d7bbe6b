import type { ComponentProps } from 'react'

export { ArrowRightIcon, CheckIcon, SpriteIcon, StarIcon } from './SpriteIcon'
export type { SpriteIconName } from './SpriteIcon'

/** The site's one icon set: every icon is decorative (aria-hidden) and drawn in the text colour. */

/*
 * Inline outline icons (after the ISC-licensed Lucide set) for the tool pages, which no other page
 * loads; decorative, they inherit the text colour.
 */
function Icon({ children, className = 'size-5', ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  )
}

export const DownloadIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </Icon>
)

export const UploadIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </Icon>
)

export const AlertIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
)

export const SparkIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M12 3l1.9 5.8L20 11l-6.1 2.2L12 19l-1.9-5.8L4 11l6.1-2.2L12 3z" />
  </Icon>
)

export const FileIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </Icon>
)

export const ClockIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Icon>
)

export const BotIcon = (props: ComponentProps<'svg'>) => (
  <Icon {...props}>
    <rect x="3" y="8" width="18" height="12" rx="2" />
    <path d="M12 8V4M8 14h.01M16 14h.01M9 18h6" />
  </Icon>
)
