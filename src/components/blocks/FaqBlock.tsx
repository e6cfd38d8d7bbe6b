import { JsonLd } from '@/components/site/JsonLd'
import { Section } from '@/components/site/Section'

import { headingId, type BlockProps, type LayoutBlock } from './types'

/** Native disclosure widgets: they open without JavaScript. */
export function FaqBlock({ block, index }: BlockProps<'faq'>) {
  return (
    <Section id={headingId(block, index)} title={block.heading} muted>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {block.items.map((item, itemIndex) => (
          <details key={item.id ?? itemIndex} className="group px-6 py-4">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              {item.question}
            </summary>
            <p className="mt-3 whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

/** One FAQPage for the whole page (search engines read one), from all its question blocks. */
export function FaqJsonLd({ blocks }: { blocks: readonly LayoutBlock[] }) {
  const questions = blocks.flatMap((block) => (block.blockType === 'faq' ? block.items : []))
  if (questions.length === 0) return null
  return (
    <JsonLd
      data={{
        '@type': 'FAQPage',
        mainEntity: questions.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      }}
    />
  )
}
