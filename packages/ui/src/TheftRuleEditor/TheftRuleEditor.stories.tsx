import type { Meta, StoryObj } from '@storybook/react-vite'
import { newTheftRule, ruleErrors, ruleForKind, scheduleMessages, type TheftRuleInput } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { scopeChoicesFixture } from '../GeofenceEditor/geofence.fixture.ts'
import { lockedMoving, nightAtHome } from '../TheftRuleList/theft-rule.fixture.ts'
import { TheftRuleEditor, type TheftRuleEditorProps } from './TheftRuleEditor.tsx'

const geofences = [
  { id: 1, name: 'Home' },
  { id: 2, name: 'Rosebank depot' },
]

const meta = {
  title: 'Rules/TheftRuleEditor',
  component: TheftRuleEditor,
  args: {
    value: newTheftRule('vehicle', 1),
    onChange: fn(),
    scopeChoices: scopeChoicesFixture,
    geofences,
    onSave: fn(),
    onCancel: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof TheftRuleEditor>
export default meta
type Story = StoryObj<typeof meta>

/** A new rule: leaving a geofence, watched all the time. */
export const Empty: Story = {}

/** A saved geofence rule with allowed hours: it fires only outside them. */
export const Saved: Story = { args: { value: nightAtHome, savedName: nightAtHome.name } }

/** Moving while locked reads a distance and a speed, and may have hours. */
export const MovesWhileLocked: Story = { args: { value: lockedMoving, savedName: lockedMoving.name } }

const refused: TheftRuleInput = {
  ...nightAtHome,
  name: '',
  kind: 'moves-outside-hours',
  parameters: { displacementMeters: 5, speedKph: 10 },
  schedule: [{ weekday: 'Mon', from: '18:00', to: '07:00' }],
}

/** Refused: the domain's own messages under each field, the hours' under the hour that is wrong. */
export const Invalid: Story = {
  args: { value: refused, errors: ruleErrors(ruleForKind(refused)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(scheduleMessages.order)).toBeInTheDocument()
    await expect(canvas.getByRole('textbox', { name: /^Moved more than/ })).toBeInvalid()
  },
}

export const NoAllowedHours: Story = {
  args: { value: { ...refused, name: 'Night', schedule: [] }, errors: { schedule: scheduleMessages.empty } },
}

export const Saving: Story = { args: { value: nightAtHome, savedName: nightAtHome.name, saving: true } }

export const ServerError: Story = {
  args: { value: nightAtHome, savedName: nightAtHome.name, formError: 'Rule not found.' },
}

function Editing(props: TheftRuleEditorProps) {
  const [value, setValue] = useState(props.value)
  return <TheftRuleEditor {...props} value={value} onChange={setValue} />
}

/** Choosing moving outside hours offers working hours at once (the kind has no meaning without hours). */
export const OffersHoursForMovingOutsideHours: Story = {
  render: (args) => <Editing {...args} />,
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('textbox', { name: 'From 1' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /Raise an alarm when the vehicle$/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'moves outside allowed hours' }))
    await expect(canvas.getByRole('textbox', { name: 'From 1' })).toHaveValue('07:00')
    await expect(canvas.queryByRole('checkbox')).toBeNull()
  },
}
