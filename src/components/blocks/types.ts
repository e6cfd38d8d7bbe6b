import type { Page, SiteSetting } from '@/payload-types'

export type LayoutBlock = Page['layout'][number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<LayoutBlock, { blockType: T }>

/** What every block of a page may need besides its own fields. */
export type PageContext = {
  /** The page's public path: a lead sent from its form records it as the source. */
  path: string
  settings: SiteSetting
  /** The page's form token, issued when the page is generated (see useFormToken). */
  formToken: string
}

export type BlockProps<T extends BlockType> = {
  block: BlockOf<T>
  /** The block's place on the page: the first one's heading is the page's main heading. */
  index: number
  page: PageContext
}

/** The heading's id, unique on the page, for the section's aria-labelledby. */
export const headingId = (block: { id?: string | null }, index: number) =>
  `block-${block.id ?? index}-heading`
