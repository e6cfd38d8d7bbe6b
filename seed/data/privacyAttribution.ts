import type { RichBlock } from '../lexical'

/**
 * What the privacy notice says about attribution and visit counting (README "Attribution, privacy
 * and the report"). Appended to the privacy page's seeded content (seed/data/pages.ts); kept apart
 * so it can move with that page's content.
 */
export const PRIVACY_ATTRIBUTION: RichBlock[] = [
  { h2: 'How we learn which pages and campaigns bring enquiries' },
  {
    p: 'To know which of our pages, tools and advertising bring enquiries, this website remembers in your own browser (its local storage, not a cookie) where your first and your most recent visit came from, for 90 days: the campaign details in the link you followed (such as utm_source or utm_campaign), whether the link came from a Google, Meta or Microsoft advert (only the name of the network, never the click identifier), the name of the website that linked to us, the first page you opened, and the last of our tools you opened. Nothing is sent to us until you submit a form: an enquiry, quote request or callback request then carries these details, with the page the form was on, and we store them with your request. We use them only to report on our marketing, as totals, and never to identify or profile you.',
  },
  {
    p: 'We also count page views without cookies and without identifying you: our server turns your internet address and browser type into a one-way code, mixed with a random value that changes every day and is then deleted, so we can count visitors once a day but cannot recognise you on another day, and neither your address nor the code is kept. We store only totals per day, page and campaign.',
  },
  {
    p: 'If your browser sends the Global Privacy Control or Do Not Track signal, it remembers nothing, and a form you submit carries only the page it was on. You can also clear these details at any time by clearing this site’s data in your browser. They are included when you ask for a copy of your information, and deleted when you ask us to delete it.',
  },
]
