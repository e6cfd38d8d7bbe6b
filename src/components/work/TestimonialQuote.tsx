import { imageFromMedia } from '@/components/site/media'
import { NativeImage } from '@/components/site/NativeImage'
import type { Testimonial } from '@/payload-types'
import { cn } from '@/utilities/cn'

/** A client's words and who said them; a quotation, never a review (no rating, no Review markup). */
export function TestimonialQuote({
  testimonial,
  className,
}: {
  testimonial: Pick<Testimonial, 'quote' | 'name' | 'role' | 'company' | 'photo'>
  className?: string
}) {
  const photo = imageFromMedia(testimonial.photo)
  const about = [testimonial.role, testimonial.company].filter(Boolean).join(', ')
  return (
    <figure className={cn('flex h-full flex-col rounded-2xl bg-slate-50 p-8', className)}>
      <blockquote className="flex-1 text-lg leading-8 text-slate-800">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {photo ? (
          <NativeImage
            image={photo}
            alt=""
            width={48}
            className="size-12 rounded-full object-cover"
          />
        ) : null}
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          {about ? <span className="block text-sm text-slate-600">{about}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}
