/** The site's palette (src/styles/globals.css) in hex, as mail clients do not know oklch(). */
export const colours = {
  brand: '#1d4ed8',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  page: '#f1f5f9',
  card: '#ffffff',
  quote: '#f8fafc',
} as const

export const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
