import type { Meta, StoryObj } from '@storybook/react-vite'
import { geofenceMessages } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { scopeChoicesFixture } from '../GeofenceEditor/geofence.fixture.ts'
import { ScopeFields } from './ScopeFields.tsx'

const meta = {
  title: 'Rules/ScopeFields',
  component: ScopeFields,
  args: { scope: 'vehicle', scopeId: 1, choices: scopeChoicesFixture, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400, display: 'grid', gap: 12 }}>{Story()}</div>],
} satisfies Meta<typeof ScopeFields>
export default meta
type Story = StoryObj<typeof meta>

export const OneVehicle: Story = {}

export const NoneChosen: Story = { args: { scope: 'company', scopeId: 0 } }

export const Refused: Story = {
  args: { scope: 'account-holder', scopeId: 99, errors: { scopeId: geofenceMessages.scopeNotFound } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(geofenceMessages.scopeNotFound)).toBeInTheDocument()
  },
}

/** Another kind of scope starts with none chosen. */
export const ChangesKind: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /For$/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: "A company's vehicles" }))
    await expect(args.onChange).toHaveBeenCalledWith('company', 0)
  },
}
