import { cn } from '@/utilities/cn'

const TONES = {
  solid: 'size-9 bg-brand-600 text-sm text-white',
  soft: 'size-7 bg-brand-100 text-brand-700',
}

/** A step's number in a round badge; hidden from screen readers, as the ordered list already counts. */
export function StepNumber({ n, tone = 'solid' }: { n: number; tone?: keyof typeof TONES }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-full font-semibold', TONES[tone])}
    >
      {n}
    </span>
  )
}
