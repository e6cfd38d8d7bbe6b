import { imageFromMedia } from '@/components/site/media'
import { Hero } from '@/components/site/Hero'
import { NativeImage } from '@/components/site/NativeImage'
import { ButtonLink } from '@/components/ui/Button'
import { cn } from '@/utilities/cn'

import { headingId, type BlockProps } from './types'

export function HeroBlock({ block, index }: BlockProps<'hero'>) {
  const Heading = index === 0 ? 'h1' : 'h2'
  const picture = imageFromMedia(block.image)
  return (
    <Hero
      className={cn(
        'py-16 sm:py-20',
        picture ? 'grid items-center gap-10 lg:grid-cols-2' : 'text-center',
      )}
    >
      <div>
        <Heading
          id={headingId(block, index)}
          className="text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          {block.heading}
        </Heading>
        {block.text ? (
          <p
            className={cn('mt-6 max-w-3xl text-lg leading-8 text-brand-50', !picture && 'mx-auto')}
          >
            {block.text}
          </p>
        ) : null}
        {block.links?.length ? (
          <div className={cn('mt-8 flex flex-wrap gap-3', !picture && 'justify-center')}>
            {block.links.map((link, linkIndex) => (
              <ButtonLink
                key={link.id ?? linkIndex}
                href={link.href}
                size="lg"
                variant={linkIndex === 0 ? 'inverse' : 'inverseOutline'}
              >
                {link.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </div>
      {picture ? (
        // In the HTML, not drawn after hydration: the opening band's picture is often the page's
        // largest paint, and it shows with JavaScript off.
        <NativeImage
          image={picture}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority={index === 0}
          className="w-full rounded-2xl shadow-lg"
        />
      ) : null}
    </Hero>
  )
}
