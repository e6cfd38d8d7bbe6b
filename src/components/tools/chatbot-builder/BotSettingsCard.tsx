import { TitledCard } from '@/components/ui/Card'
import { ChoiceGroup } from '@/components/ui/ChoiceFields'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'

export const BOT_PERSONALITIES = [
  'Friendly & Helpful',
  'Professional',
  'Casual',
  'Technical Expert',
] as const

const RESPONSE_STYLES = [
  { value: 'quick', label: 'Quick', description: 'Short, direct answers' },
  { value: 'detailed', label: 'Detailed', description: 'Thorough explanations' },
] as const

/** The bot settings form of the mock-up: it shows the choices, nothing is saved. */
export function BotSettingsCard() {
  return (
    <TitledCard title="Bot Settings">
      <form className="space-y-5" aria-label="Bot settings">
        <TextField id="bot-name" label="Bot Name" name="botName" defaultValue="Kaya Assistant" />
        <TextareaField
          id="bot-welcome"
          label="Welcome Message"
          name="welcomeMessage"
          rows={3}
          defaultValue="Hi there! How can I help you today?"
        />
        <SelectField
          id="bot-personality"
          label="Personality"
          name="personality"
          options={BOT_PERSONALITIES}
        />
        <ChoiceGroup
          legend="Response Style"
          name="responseStyle"
          type="radio"
          options={RESPONSE_STYLES}
          defaultChecked={['quick']}
          className="grid-cols-2 gap-3"
        />
      </form>
    </TitledCard>
  )
}
