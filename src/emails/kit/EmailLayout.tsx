import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'

import { colours, fontStack } from './theme'

export interface EmailLayoutProps {
  /** The agency's name from site settings: the masthead and the sign-off. */
  readonly brandName: string
  readonly heading: string
  /** The inbox preview line; the heading when not given. */
  readonly preview?: string
  /** Small print under the rule: why this email came, how to hear less. */
  readonly footer?: ReactNode
  readonly children: ReactNode
}

/**
 * The one frame every email shares: the brand, a heading, the body, and the small print. Inline
 * styles and tables only (what @react-email's parts emit), as mail clients ignore stylesheets.
 */
export function EmailLayout({ brandName, heading, preview, footer, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview ?? heading}</Preview>
      <Body
        style={{
          backgroundColor: colours.page,
          fontFamily: fontStack,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: colours.card,
            borderRadius: 8,
            maxWidth: 600,
            padding: '24px 32px',
          }}
        >
          <Text
            style={{
              color: colours.brand,
              fontSize: 14,
              fontWeight: 700,
              letterSpacing: 0.5,
              margin: 0,
            }}
          >
            {brandName}
          </Text>
          <Heading
            as="h1"
            style={{ color: colours.ink, fontSize: 22, lineHeight: '28px', margin: '16px 0' }}
          >
            {heading}
          </Heading>
          <Section>{children}</Section>
          {footer ? (
            <>
              <Hr style={{ borderColor: colours.rule, margin: '24px 0 16px' }} />
              <Section style={{ color: colours.muted, fontSize: 13, lineHeight: '20px' }}>
                {footer}
              </Section>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}
