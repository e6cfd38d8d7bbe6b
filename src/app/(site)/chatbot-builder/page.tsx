import { ChatbotBuilderMockup } from '@/components/tools/chatbot-builder/ChatbotBuilderMockup'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'AI Chatbot Builder',
    description:
      'Design an AI chatbot for customer support, lead generation or e-commerce: conversation flow, personality, knowledge base and live preview.',
    path: PATHS.chatbotBuilder,
  })
}

export default function ChatbotBuilderPage() {
  return (
    <>
      <ToolHero eyebrow="AI Chatbot Builder" title="Build an AI Chatbot for Your Website">
        <p>
          Answer questions, capture leads and support customers around the clock with a chatbot that
          knows your business.
        </p>
      </ToolHero>
      <Container className="py-12">
        <ChatbotBuilderMockup />
      </Container>
      <CtaBanner
        title="Want Us to Build Your Chatbot?"
        primary={{ href: PATHS.contact, label: 'Get Started' }}
        secondary={{ href: PATHS.service('ai-integration'), label: 'AI Integration' }}
      >
        <p>We design, train and connect chatbots to your website, WhatsApp and help desk.</p>
      </CtaBanner>
    </>
  )
}
