import type { Block } from 'payload'

import { callbackBlock } from './callback'
import { callToActionBlock } from './callToAction'
import { caseStudiesBlock } from './caseStudies'
import { enquiryFormBlock } from './enquiryForm'
import { faqBlock } from './faq'
import { heroBlock } from './hero'
import { informationOfficerBlock } from './informationOfficer'
import { marketingFiguresBlock } from './marketingFigures'
import { mediaBlock } from './media'
import { richTextBlock } from './richText'
import { servicesBlock } from './services'
import { testimonialsBlock } from './testimonials'

/** The blocks a page's layout is built from, in the order the admin offers them. */
export const PAGE_BLOCKS: Block[] = [
  heroBlock,
  richTextBlock,
  mediaBlock,
  servicesBlock,
  caseStudiesBlock,
  testimonialsBlock,
  marketingFiguresBlock,
  faqBlock,
  callToActionBlock,
  enquiryFormBlock,
  callbackBlock,
  informationOfficerBlock,
]
