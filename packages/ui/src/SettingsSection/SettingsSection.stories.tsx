import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SettingsSection } from './SettingsSection.tsx'

const meta = {
  title: 'Notifications/SettingsSection',
  component: SettingsSection,
  args: { title: 'Escalation', children: <p>Settings go here.</p> },
} satisfies Meta<typeof SettingsSection>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Escalation' })).toBeVisible()
  },
}
export const WithExplanation: Story = {
  args: { explanation: 'When nobody acknowledges an alarm in time, the next group is told.' },
}
