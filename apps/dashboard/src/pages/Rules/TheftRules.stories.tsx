import type { Meta, StoryObj } from '@storybook/react-vite'
import { RULE_LIMITS, ruleMessages } from '@vigil/domain'
import { http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, problem } from '../../stories/pageStory.tsx'
import { editAndSave, rulesAnswers, rulesPage, savedAs, silentTracker, unavailable } from './rules.fixture.ts'

const page = rulesPage({
  path: '/agent/rules/theft-rules',
  call: '/TheftRules',
  noun: 'theft rules',
  newLabel: 'New rule',
})
const { min, max } = RULE_LIMITS.silentAfterMinutes
const minutes = { item: silentTracker.name, field: 'Silent for longer than (minutes)', save: 'Save rule' }

const meta = {
  title: 'Dashboard/Pages/TheftRules',
  // Looked at in the browser at 1280 and 375 px like the other data pages: loki's pictures of them differed from run to
  // run by a few anti-aliased pixels at rounded corners (drawn again as the MSW answers land).
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Each rule with its switch, what it watches (the geofence by name), for whom and when. */
export const List: Story = {
  ...page.at(rulesAnswers()),
  play: async ({ canvasElement }) => {
    await page.lists(canvasElement, 'Theft rules', ['Leaves a geofence: Home', /^An account holder's vehicles: Thandi/])
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('switch', { name: 'Moves while locked on' })).not.toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Tracker unplugged on' })).toBeChecked()
  },
}

export const Empty: Story = page.Empty
export const Loading: Story = page.Loading
/** The list call fails: the page says the rules could not load, never that there are none. */
export const Failed: Story = page.Failed

/**
 * The geofences and vehicles fail while the rules load: the rules name them by number, and the page says why rather
 * than leaving the editor to say there are no geofences to choose.
 */
export const GeofencesAndVehiclesFailed: Story = {
  ...page.at(rulesAnswers(), ['/Geofences', '/FleetMap']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The geofences could not load; reload the page to try again.')).toBeVisible()
    await expect(await canvas.findByText('The vehicles could not load; reload the page to try again.')).toBeVisible()
    await expect(canvas.getByText('Leaves a geofence: #1')).toBeVisible()
  },
}

/** A switch the server refuses: the rule stays as it was and the page says which could not be switched. */
export const SwitchRefused: Story = {
  ...page.at([http.put(`${API}/TheftRules/2`, unavailable), ...rulesAnswers()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('switch', { name: 'Moves while locked on' }))
    await expect(
      await canvas.findByText('Moves while locked could not be switched on; please try again.'),
    ).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Moves while locked on' })).not.toBeChecked()
  },
}

/** 'Leaves home at night' opened in the editor: its geofence, and the hours the vehicle may leave. */
export const Editing: Story = {
  ...page.at(rulesAnswers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Leaves home at night' }))
    await expect(canvas.getByRole('heading', { name: 'Edit Leaves home at night' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Home Geofence' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'From 1' })).toHaveValue('06:00')
  },
}

/** A changed setting saved: the list again, and the page says so. */
export const Saved: Story = {
  ...page.at([savedAs('/TheftRules', silentTracker.id), ...rulesAnswers()]),
  play: async ({ canvasElement }) => {
    await editAndSave(canvasElement, { ...minutes, text: '45' })
    await expect(await within(canvasElement).findByText(`${silentTracker.name} saved.`)).toBeVisible()
  },
}

/** The server refuses a number it will not keep: its message under the field typed in, the editor still open. */
export const RefusedByTheServer: Story = {
  ...page.at([
    http.put(`${API}/TheftRules/${silentTracker.id}`, () =>
      problem(400, { 'parameters.silentAfterMinutes': ruleMessages.range(min, max) }),
    ),
    ...rulesAnswers(),
  ]),
  play: async ({ canvasElement }) => {
    const field = await editAndSave(canvasElement, { ...minutes, text: '90' })
    await expect(await within(canvasElement).findByText(ruleMessages.range(min, max))).toBeVisible()
    await expect(field).toHaveAccessibleDescription(ruleMessages.range(min, max))
    await expect(field).toHaveValue('90')
  },
}
