import { Section } from '@/components/site/Section'
import { TestimonialQuote } from '@/components/work/TestimonialQuote'
import { getTestimonials } from '@/data/caseStudies'
import { refId } from '@/lib/refId'

type Ref = Parameters<typeof refId>[0]

/** The testimonials block's data (src/fields/blocks/testimonials.ts), relations as ids or documents. */
export type TestimonialsBlockProps = {
  id?: string | null
  heading?: string | null
  testimonials?: Ref[] | null
}

/** Chosen testimonials, read again as a visitor so that a draft one never shows; quotes, no ratings. */
export async function TestimonialsBlock(block: TestimonialsBlockProps) {
  const ids = (block.testimonials ?? []).flatMap((ref) => refId(ref) ?? [])
  const testimonials = await getTestimonials(ids)
  if (!testimonials.length) return null
  const headingId = `testimonials-${block.id ?? 'block'}`
  return (
    <Section id={headingId} title={block.heading || 'What our clients say'} muted>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialQuote testimonial={testimonial} className="bg-white shadow-sm" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
