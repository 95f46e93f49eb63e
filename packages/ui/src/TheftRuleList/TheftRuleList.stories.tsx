import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { scopeChoicesFixture } from '../GeofenceEditor/geofence.fixture.ts'
import { TheftRuleList } from './TheftRuleList.tsx'
import { lockedMoving, nightAtHome, silentTracker } from './theft-rule.fixture.ts'

const meta = {
  title: 'Rules/TheftRuleList',
  component: TheftRuleList,
  args: {
    rules: [nightAtHome, lockedMoving, silentTracker],
    scopeName: (scope, id) => scopeChoicesFixture[scope].find((choice) => choice.id === id)?.label,
    geofenceName: (id) => (id === 1 ? 'Home' : undefined),
    onSwitch: fn(),
    onEdit: fn(),
    onNew: fn(),
  },
} satisfies Meta<typeof TheftRuleList>
export default meta
type Story = StoryObj<typeof meta>

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Leaves a geofence: Home')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('switch', { name: 'Moves while locked on' }))
    await expect(args.onSwitch).toHaveBeenCalledWith(lockedMoving, true)
  },
}

export const JustSaved: Story = { args: { notice: 'Leaves home at night saved.' } }

export const Switching: Story = { args: { switchingId: 2, editingId: 1 } }

export const Loading: Story = { args: { rules: undefined } }

export const Empty: Story = { args: { rules: [] } }

export const LoadFailed: Story = { args: { error: true } }
