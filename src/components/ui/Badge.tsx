import type { ComponentProps } from 'react'

import { cn } from '@/utilities/cn'

export type BadgeTone = 'brand' | 'neutral' | 'green' | 'yellow' | 'red' | 'outline'

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-600 text-white',
  neutral: 'bg-slate-100 text-slate-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-800',
  outline: 'border border-slate-300 text-slate-700',
}

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
