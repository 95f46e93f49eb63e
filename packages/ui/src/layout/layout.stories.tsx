import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card, Inline, Page, Stack } from './layout.tsx'

const meta = {
  title: 'Foundations/Layout',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Agent', children: null },
} satisfies Meta<typeof Page>
export default meta
type Story = StoryObj<typeof meta>

const Box = ({ label }: { label: string }) => <Card $padding={3}>{label}</Card>

export const PageWithCards: Story = {
  args: {
    children: (
      <Stack $gap={4}>
        <Inline $gap={3}>
          <Box label="First card" />
          <Box label="Second card" />
          <Box label="Third card" />
        </Inline>
        <Card $tone="highlight">Highlighted surface (latest event)</Card>
        <Card $tone="sunken">Sunken surface</Card>
      </Stack>
    ),
  },
}

export const InlineBetween: Story = {
  args: {
    title: undefined,
    children: (
      <Inline $justify="between">
        <span>Left</span>
        <span>Right</span>
      </Inline>
    ),
  },
}
