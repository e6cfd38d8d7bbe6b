import type { ComponentType } from 'react'

import { CallbackBlock } from './CallbackBlock'
import { CallToActionBlock } from './CallToActionBlock'
import { CaseStudiesBlock } from './CaseStudiesBlock'
import { EnquiryFormBlock } from './EnquiryFormBlock'
import { FaqBlock } from './FaqBlock'
import { HeroBlock } from './HeroBlock'
import { InformationOfficerBlock } from './InformationOfficerBlock'
import { MarketingFiguresBlock } from './MarketingFiguresBlock'
import { MediaBlock } from './MediaBlock'
import { RichTextBlock } from './RichTextBlock'
import { ServicesBlock } from './ServicesBlock'
import { TestimonialsBlock } from './TestimonialsBlock'
import type { BlockProps, BlockType, LayoutBlock, PageContext } from './types'

/** One renderer per block type (src/fields/blocks): a missing one is a type error. */
const BLOCK_COMPONENTS: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  media: MediaBlock,
  services: ServicesBlock,
  caseStudies: ({ block }) => <CaseStudiesBlock {...block} />,
  testimonials: ({ block }) => <TestimonialsBlock {...block} />,
  marketingFigures: MarketingFiguresBlock,
  faq: FaqBlock,
  callToAction: CallToActionBlock,
  enquiryForm: EnquiryFormBlock,
  callback: CallbackBlock,
  informationOfficer: InformationOfficerBlock,
}

/** A page's layout, block by block. Only the form and callback blocks are client components. */
export function RenderBlocks({
  blocks,
  page,
}: {
  blocks: readonly LayoutBlock[]
  page: PageContext
}) {
  return blocks.map((block, index) => {
    // The map pairs each type with its renderer; TypeScript cannot follow that through the union.
    const Block = BLOCK_COMPONENTS[block.blockType] as ComponentType<BlockProps<BlockType>>
    return <Block key={block.id ?? index} block={block} index={index} page={page} />
  })
}
