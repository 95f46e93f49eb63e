import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AppHeader } from './AppHeader.tsx'

const agentLinks = [
  { id: 'clients', label: 'Clients', href: '#/agent/clients/all' },
  { id: 'onboarding', label: 'Onboarding', href: '#/agent/onboarding' },
  { id: 'companies', label: 'Companies', href: '#/agent/companies/all' },
]

const adminMenu = [
  { id: 'clients', label: 'Clients', href: '#/agent/clients/all' },
  { id: 'onboarding', label: 'Onboarding', href: '#/agent/onboarding' },
  { id: 'companies', label: 'Companies', href: '#/agent/companies/all' },
  { id: 'add-account', label: 'Add a new account', href: '#/agent/onboarding/client/add', separatorBefore: true },
  { id: 'add-agent', label: 'Add agent to dashboard', href: '#/admin/add-agent' },
  { id: 'add-company', label: 'Add company to dashboard', href: '#/admin/add-company' },
  { id: 'change-password', label: 'Change password', href: '#/reset-password', separatorBefore: true },
  { id: 'logout', label: 'Logout' },
]

const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { links: agentLinks, currentLinkId: 'clients', menuItems: adminMenu, onMenuAction: fn(), logoHref: '#/agent' },
} satisfies Meta<typeof AppHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Admin: Story = {}
export const CompanyAdmin: Story = {
  args: {
    links: [
      { id: 'users', label: 'Users', href: '#/agent/clients/all' },
      { id: 'companies', label: 'Companies', href: '#/agent/companies/all' },
    ],
    currentLinkId: 'companies',
    menuItems: [
      { id: 'users', label: 'Users', href: '#/agent/clients/all' },
      { id: 'companies', label: 'Companies', href: '#/agent/companies/all' },
      { id: 'change-password', label: 'Change password', href: '#/reset-password', separatorBefore: true },
      { id: 'logout', label: 'Logout' },
    ],
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

export const LogoutFromTheMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Vigil home' })).toHaveAttribute('href', '#/agent')
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await expect(args.onMenuAction).toHaveBeenCalledWith('logout')
  },
}
