import { Button, Link, Section, Text } from '@react-email/components'
import { Fragment, type ReactNode } from 'react'

import { colours } from './theme'

/** A value someone typed, line breaks kept: `<br>`s, which the text part turns back into lines. */
export function Lines({ text }: { readonly text: string }) {
  const lines = text.split(/\r?\n/)
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

const paragraphStyle = { color: colours.ink, fontSize: 15, lineHeight: '24px', margin: '0 0 16px' }

export function Paragraph({ children }: { readonly children: ReactNode }) {
  return <Text style={paragraphStyle}>{children}</Text>
}

export function Paragraphs({ lines }: { readonly lines: readonly string[] }) {
  return lines.map((line, index) => <Paragraph key={index}>{line}</Paragraph>)
}

/** The one thing the email asks the reader to do, as a button; the text part shows its address. */
export function ActionButton({ href, label }: { readonly href: string; readonly label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          borderRadius: 6,
          color: '#ffffff',
          fontSize: 15,
          fontWeight: 600,
          padding: '12px 20px',
        }}
      >
        {label}
      </Button>
    </Section>
  )
}

/** A quoted message or summary from a person, line breaks kept. */
export function Quote({ text }: { readonly text: string }) {
  return (
    <blockquote
      style={{
        backgroundColor: colours.quote,
        borderLeft: `3px solid ${colours.rule}`,
        color: colours.ink,
        fontSize: 15,
        lineHeight: '24px',
        margin: '0 0 16px',
        padding: '8px 16px',
      }}
    >
      <Lines text={text} />
    </blockquote>
  )
}

/** A labelled value; `href` links it (a phone number becomes a tel: link). */
export type DetailRow = readonly [label: string, value: string | undefined, href?: string]

/**
 * A lead's details as a two-column table. Rows without a value are left out. The text part reads
 * each row as "Label: value", which is what staff search their inbox for.
 */
export function DetailsTable({ rows }: { readonly rows: readonly DetailRow[] }) {
  const shown = rows.filter(
    (row): row is readonly [string, string, string?] => row[1] !== undefined && row[1] !== '',
  )
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ marginBottom: 16 }}>
      <tbody>
        {shown.map(([label, value, href]) => (
          <tr key={label} data-text-format="row">
            <th
              data-text-format="label"
              align="left"
              style={{
                color: colours.muted,
                fontSize: 14,
                fontWeight: 600,
                padding: '4px 16px 4px 0',
                verticalAlign: 'top',
              }}
            >
              {label}
            </th>
            <td
              data-text-format="value"
              style={{ color: colours.ink, fontSize: 15, padding: '4px 0' }}
            >
              {href ? (
                <Link href={href} style={{ color: colours.brand }}>
                  {value}
                </Link>
              ) : (
                <Lines text={value} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A bulleted list of plain lines (a digest's events). */
export function BulletList({ items }: { readonly items: readonly string[] }) {
  return (
    <ul
      style={{
        color: colours.ink,
        fontSize: 15,
        lineHeight: '24px',
        margin: '0 0 16px',
        paddingLeft: 20,
      }}
    >
      {items.map((item, index) => (
        <li key={index} style={{ marginBottom: 8 }}>
          {item}
        </li>
      ))}
    </ul>
  )
}
