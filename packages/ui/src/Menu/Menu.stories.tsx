import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Menu } from './Menu.tsx'

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Client actions',
    items: [
      { id: 'view-account', label: 'View account' },
      { id: 'add-vehicle', label: 'Add a vehicle' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { loki: { chromeSelector: '[role="menu"]' } },
}

export const BurnInDeviceMenu: Story = {
  args: {
    label: 'Device actions',
    defaultOpen: true,
    items: [
      { id: 'run-all', label: 'Run all tests' },
      { id: 'retry-failed', label: 'Retry failed tests' },
      { id: 'stop-all', label: 'Stop all tests', tone: 'danger' },
      { id: 'view-results', label: 'View Test Results', separatorBefore: true },
    ],
  },
  parameters: { loki: { chromeSelector: '[role="menu"]' } },
}

export const WithDisabledEntry: Story = {
  args: {
    label: 'Company actions',
    defaultOpen: true,
    items: [
      { id: 'view', label: 'View Company' },
      { id: 'link', label: 'Link a Company User', isDisabled: true },
    ],
  },
  parameters: { loki: { chromeSelector: '[role="menu"]' } },
}

export const ChoosesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Client actions' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Client actions' })
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onAction).toHaveBeenCalledWith('add-vehicle')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

export const ChoosesWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Client actions' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View account' }))
    await expect(args.onAction).toHaveBeenCalledWith('view-account')
  },
}
