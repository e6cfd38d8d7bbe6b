import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from '@/components/ui/Card'
import { BotIcon } from '@/components/ui/icons'
import { StepNumber } from '@/components/ui/StepNumber'

import { BotSettingsCard } from './BotSettingsCard'

const FLOW = [
  { step: 'Welcome', detail: 'Greets the visitor' },
  { step: 'Identify Need', detail: 'Support, sales or general question' },
  { step: 'Answer from Knowledge Base', detail: 'FAQs, documents and your website' },
  { step: 'Capture Details', detail: 'Name, email and phone' },
  { step: 'Hand Over to a Person', detail: 'When the bot cannot help' },
]

const KNOWLEDGE_SOURCES = ['Upload Documents', 'Add Website URL', 'Add FAQs', 'Connect Help Desk']

const TEMPLATES: { name: string; badge: string; tone: BadgeTone; description: string }[] = [
  {
    name: 'Customer Support',
    badge: 'Popular',
    tone: 'brand',
    description: 'Answers common questions, tracks orders and hands complex cases to your team.',
  },
  {
    name: 'Lead Generation',
    badge: 'New',
    tone: 'green',
    description: 'Qualifies visitors, captures contact details and books consultations.',
  },
  {
    name: 'E-commerce Assistant',
    badge: 'Pro',
    tone: 'yellow',
    description: 'Recommends products, answers delivery questions and recovers abandoned carts.',
  },
]

const NOTE_ID = 'chatbot-builder-note'

/** A static mock-up (spec: none of it is functional); the disabled buttons point at the explanation. */
export function ChatbotBuilderMockup() {
  return (
    <div className="space-y-10">
      <PreviewNote id={NOTE_ID}>
        The chatbot builder is a preview of an upcoming tool. Deploying, testing and knowledge-base
        uploads are not available yet.
      </PreviewNote>

      <div className="grid gap-8 lg:grid-cols-3">
        <TitledCard
          title="Conversation Flow"
          description="How your bot guides a visitor from hello to a result."
          className="lg:col-span-2"
        >
          <ol className="relative space-y-4 rounded-xl bg-[radial-gradient(circle,_#cbd5e1_1px,_transparent_1px)] bg-[length:16px_16px] p-4 sm:p-6">
            {FLOW.map((node, index) => (
              <li key={node.step} className="relative flex items-center gap-4">
                <StepNumber n={index + 1} />
                <div className="flex-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                  <p className="font-semibold text-slate-900">{node.step}</p>
                  <p className="text-sm text-slate-700">{node.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </TitledCard>

        <TitledCard title="Preview">
          <div className="overflow-hidden rounded-2xl border border-slate-200">
            <div className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
              <BotIcon />
              <span className="font-semibold">Kaya Assistant</span>
            </div>
            <div className="space-y-3 bg-slate-50 p-4 text-sm">
              <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-slate-800 shadow-sm">
                Hi there! How can I help you today?
              </p>
              <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-white">
                How much does a website cost?
              </p>
              <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-slate-800 shadow-sm">
                It depends on what you need. I can get you a free, no-obligation quote in a few
                minutes. Shall we start?
              </p>
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button variant="outline" disabled aria-describedby={NOTE_ID}>
              Test
            </Button>
            <Button disabled aria-describedby={NOTE_ID}>
              Deploy
            </Button>
          </div>
        </TitledCard>
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <BotSettingsCard />

        <TitledCard title="Knowledge Base" description="Teach your bot about your business.">
          <div className="grid gap-3 sm:grid-cols-2">
            {KNOWLEDGE_SOURCES.map((source) => (
              <Button key={source} variant="outline" disabled aria-describedby={NOTE_ID}>
                {source}
              </Button>
            ))}
          </div>
        </TitledCard>
      </div>

      <section aria-labelledby="bot-templates-title">
        <h2 id="bot-templates-title" className="text-2xl font-bold text-slate-900">
          Start from a Template
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {TEMPLATES.map((template) => (
            <li key={template.name}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle as="h3">{template.name}</CardTitle>
                    <Badge tone={template.tone}>{template.badge}</Badge>
                  </div>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <p className="text-sm text-slate-700">{template.description}</p>
                  <Button variant="outline" className="mt-auto" disabled aria-describedby={NOTE_ID}>
                    Use Template
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
