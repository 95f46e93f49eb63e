import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { BurnInDeviceCard } from './BurnInDeviceCard.tsx'

const meta = {
  title: 'Burn-in/BurnInDeviceCard',
  component: BurnInDeviceCard,
  args: {
    active: true,
    lastUpdated: '2025-03-14T08:45:00Z',
    onAction: fn(),
    onRerun: fn(),
    unit: {
      unitSerialNumber: 'VG-200415',
      testStation: 'ST-02',
      results: [
        {
          testType: 'GpsFix',
          status: 'Passed',
          startTime: '2025-03-14T08:30:00Z',
          endTime: '2025-03-14T08:31:12Z',
          failureReason: null,
          testData: { satellites: 9, hdop: 0.9, fix: { latitude: -26.1076, longitude: 28.0567, altitude: null } },
        },
        {
          testType: 'Immobiliser',
          status: 'Failed',
          startTime: '2025-03-14T08:31:15Z',
          endTime: '2025-03-14T08:33:15Z',
          failureReason: 'No lock confirmation within 120 s',
          testData: { attempts: 3, lastMotorState: null },
        },
        {
          testType: 'BatteryBackup',
          status: 'InProgress',
          startTime: '2025-03-14T08:33:20Z',
          endTime: null,
          failureReason: null,
          testData: null,
        },
      ],
    },
  },
} satisfies Meta<typeof BurnInDeviceCard>

export default meta
type Story = StoryObj<typeof meta>

const fact = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'VG-200415' })).toBeVisible()
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(fact(canvasElement, 'Passed')).toHaveTextContent('1/3')
    await expect(fact(canvasElement, 'Failed')).toHaveTextContent('1/3')
    await expect(fact(canvasElement, 'Station')).toHaveTextContent('ST-02')
    const table = canvas.getByRole('table', { name: 'Test results for VG-200415' })
    await expect(within(table).getByText('fix.latitude')).toBeVisible()
    await expect(within(table).getByText('fix.altitude').nextElementSibling).toHaveTextContent('N/A')
    await userEvent.click(canvas.getByRole('button', { name: 'Rerun Immobiliser' }))
    await expect(args.onRerun).toHaveBeenCalledWith('Immobiliser')
  },
}

export const CardMenu: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for VG-200415' }))
    const menu = await screen.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Run all tests', 'Retry failed tests', 'Stop all tests', 'View Test Results'])
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Retry failed tests' }))
    await expect(args.onAction).toHaveBeenCalledWith('retry-failed')
  },
}

export const Inactive: Story = {
  args: {
    active: false,
    lastUpdated: null,
    unit: { unitSerialNumber: 'VG-200416', testStation: null, results: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inactive')).toBeVisible()
    await expect(fact(canvasElement, 'Station')).toHaveTextContent('N/A')
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

export const Compact: Story = {
  globals: { viewport: { value: 'compact', isRotated: false } },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Running, Inactive }).map(([name, story]) => (
        <BurnInDeviceCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
