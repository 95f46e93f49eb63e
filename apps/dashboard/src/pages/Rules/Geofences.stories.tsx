import type { Meta, StoryObj } from '@storybook/react-vite'
import { geofenceMessages } from '@vigil/domain'
import { http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, problem } from '../../stories/pageStory.tsx'
import { depot, editAndSave, home, rulesAnswers, rulesPage, savedAs } from './rules.fixture.ts'

const page = rulesPage({
  path: '/agent/rules/geofences',
  call: '/Geofences',
  noun: 'geofences',
  newLabel: 'New geofence',
})

const meta = {
  title: 'Dashboard/Pages/Geofences',
  // Looked at in the browser at 1280 and 375 px like the other data pages: loki's pictures of them differed from run to
  // run by a few anti-aliased pixels at rounded corners (drawn again as the MSW answers land).
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The geofences listed beside the fleet map, each outlined on it. */
export const List: Story = {
  ...page.at(rulesAnswers()),
  play: async ({ canvasElement }) => {
    await page.lists(canvasElement, 'Geofences', [
      'Circle, 400 m radius · One vehicle: CA 100-000',
      "Polygon, 4 points · A company's vehicles: Acme Logistics",
    ])
    await expect(await within(canvasElement).findByRole('button', { name: 'CA 100-000' })).toBeInTheDocument()
  },
}

export const Empty: Story = page.Empty
export const Loading: Story = page.Loading
/** The list call fails: the page says the geofences could not load, never that there are none. */
export const Failed: Story = page.Failed

/** The fleet call fails: no map, and the list still shows what is kept. */
export const MapFailed: Story = {
  ...page.at(rulesAnswers(), ['/FleetMap']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The map could not load')).toBeVisible()
    await expect(await canvas.findByText(depot.name)).toBeVisible()
  },
}

/** Home opened in the editor: its circle as typed numbers, drawn dashed on the map as a draft. */
export const Editing: Story = {
  ...page.at(rulesAnswers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Home' }))
    await expect(canvas.getByRole('heading', { name: 'Edit Home' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Home')
    await expect(canvas.getByRole('textbox', { name: 'Radius (metres)' })).toHaveValue('400')
  },
}

/** A changed radius saved: the server's answer, the list again, and the page says so. */
export const Saved: Story = {
  ...page.at([savedAs('/Geofences', home.id), ...rulesAnswers()]),
  play: async ({ canvasElement }) => {
    await editAndSave(canvasElement, { item: home.name, field: 'Radius (metres)', text: '600', save: 'Save geofence' })
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Home saved.')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Edit Home' })).toBeNull()
  },
}

/**
 * The server refuses what the page could not know (the company chosen is no longer one of the person's): its message
 * shows under the field it names, and the editor stays open with what was typed.
 */
export const RefusedByTheServer: Story = {
  ...page.at([
    http.put(`${API}/Geofences/${depot.id}`, () => problem(400, { scopeId: geofenceMessages.scopeNotFound })),
    ...rulesAnswers(),
  ]),
  play: async ({ canvasElement }) => {
    const name = await editAndSave(canvasElement, {
      item: depot.name,
      field: 'Name',
      text: 'Depot',
      save: 'Save geofence',
    })
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(geofenceMessages.scopeNotFound)).toBeVisible()
    const company = canvas.getByRole('button', { name: 'Acme Logistics Company' })
    await expect(company).toHaveAccessibleDescription(geofenceMessages.scopeNotFound)
    await expect(name).toHaveValue('Depot')
    await expect(canvas.queryByText('Depot saved.')).toBeNull()
  },
}
