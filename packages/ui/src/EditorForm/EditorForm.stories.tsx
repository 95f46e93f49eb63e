import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { scopeChoicesFixture } from '../GeofenceEditor/geofence.fixture.ts'
import { EditorForm } from './EditorForm.tsx'

const meta = {
  title: 'Rules/EditorForm',
  component: EditorForm,
  args: {
    title: 'New geofence',
    onSubmit: fn(),
    value: { name: 'Home', scope: 'vehicle' as const, scopeId: 1 },
    onChange: fn(),
    nameDescription: "For example 'Home' or 'Depot'.",
    scopeChoices: scopeChoicesFixture,
    errors: {},
    actions: { noun: 'geofence', onCancel: fn() },
    children: <p>The editor's own fields.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof EditorForm>
export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Refused: Story = {
  args: {
    value: { name: '', scope: 'vehicle', scopeId: 1 },
    errors: { name: 'This field is required' },
    formError: 'Some fields need another look.',
  },
}

export const Saved: Story = {
  args: { title: 'Edit Home', actions: { noun: 'geofence', onCancel: fn(), savedName: 'Home', onDelete: fn() } },
}
