import type { Meta, StoryObj } from '@storybook/react-vite'
import { VEHICLE_BADGE_LABELS, type VehicleBadgeKind } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { ClientRow, type ClientRowProps } from './ClientRow.tsx'

const state = (kind: VehicleBadgeKind) => ({ kind, label: VEHICLE_BADGE_LABELS[kind] })

const meta = {
  title: 'Clients/ClientRow',
  component: ClientRow,
  args: {
    client: { firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi.nkosi@example.co.za', tamperActive: false },
    vehicles: [
      { id: 1, registrationNumber: 'CA 123-456', state: state('locked') },
      { id: 2, registrationNumber: 'GP 77 ZZ', state: state('unlocked') },
    ],
    viewAccountHref: '/agent/clients/12/account/view',
    addVehicleHref: '/agent/onboarding/client/12/add-driver',
    expanded: false,
    onExpandedChange: fn(),
    children: <p style={{ margin: 0 }}>The holder's vehicle cards</p>,
  },
} satisfies Meta<typeof ClientRow>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Thandi Nkosi' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('list', { name: 'Vehicles of Thandi Nkosi' })).toHaveTextContent(
      'CA 123-456Locked!GP 77 ZZUnlocked',
    )
    await expect(canvas.queryByText("The holder's vehicle cards")).toBeNull()
    await userEvent.click(toggle)
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true)
  },
}

export const Open: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Thandi Nkosi' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText("The holder's vehicle cards")).toBeVisible()
  },
}

export const ActiveAlert: Story = {
  args: {
    client: { firstName: 'Sipho', lastName: 'Dlamini', email: 'sipho@example.co.za', tamperActive: true },
    vehicles: [{ id: 3, registrationNumber: 'ND 456-789', state: state('alert') }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Active alert' })).toBeVisible()
  },
}

export const NoDevice: Story = {
  args: { vehicles: [{ id: 4, registrationNumber: 'JHB 001 GP', state: state('noDevice') }] },
}

/** Long names and emails end in an ellipsis; many vehicles wrap their chips onto a second line. */
export const LongNameAndManyVehicles: Story = {
  args: {
    client: {
      firstName: 'Bongani',
      lastName: 'van der Merwe-Dlamini',
      email: 'bongani.vandermerwe-dlamini.accounts@averylongcompanyname.co.za',
      tamperActive: false,
    },
    vehicles: ['CA 1', 'CA 22-333', 'GP 77 XY GP', 'JHB 001 GP', 'CY 998-121', 'DKW 441 EC', 'FS 22 BB FS'].map(
      (registrationNumber, index) => ({
        id: index,
        registrationNumber,
        state: state((['locked', 'unlocked', 'default', 'alert'] as const)[index % 4]!),
      }),
    ),
  },
}

/** Six holders as the compact list shows them, one open. */
export const List: Story = {
  render: (args: ClientRowProps) => {
    const [open, setOpen] = useState<number | null>(2)
    const names = [
      'Thandi Nkosi',
      'Sipho Dlamini',
      'Johan van der Merwe',
      'Ayesha Patel',
      'Lerato Mokoena',
      'Pieter Botha',
    ]
    return (
      <Stack $gap={2}>
        {names.map((name, index) => {
          const [firstName = '', ...rest] = name.split(' ')
          return (
            <ClientRow
              key={name}
              {...args}
              client={{
                firstName,
                lastName: rest.join(' '),
                email: `${firstName.toLowerCase()}@example.co.za`,
                tamperActive: index === 1,
              }}
              expanded={open === index}
              onExpandedChange={(expanded) => setOpen(expanded ? index : null)}
            />
          )
        })}
      </Stack>
    )
  },
}
