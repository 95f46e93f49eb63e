import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Inline, Stack } from '../layout/index.ts'
import { vars } from '../theme/index.ts'
import type { IconProps } from './createIcon.tsx'
import * as icons from './icons.tsx'

function Gallery({ size, color }: IconProps) {
  return (
    <Inline $gap={4}>
      {Object.entries(icons).map(([name, IconComponent]) => (
        <Stack key={name} $gap={1} $align="center" style={{ width: 96, fontSize: vars.fontSizeXs }}>
          <IconComponent size={size} color={color} />
          <span>{name.replace('Icon', '')}</span>
        </Stack>
      ))}
    </Inline>
  )
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  args: { size: 24 },
} satisfies Meta<typeof Gallery>
export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}

export const Large: Story = { args: { size: 40 } }

export const Coloured: Story = { args: { color: '#b3261e' } }

export const LabelledIcon: Story = {
  render: () => <icons.LockIcon title="Locked" size={32} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Locked' })).toBeInTheDocument()
  },
}
