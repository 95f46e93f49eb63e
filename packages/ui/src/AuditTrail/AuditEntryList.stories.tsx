import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AuditEntryList } from './AuditEntryList.tsx'
import { auditEntries } from './auditEntries.fixture.ts'

const meta = {
  title: 'Admin/AuditEntryList',
  component: AuditEntryList,
  args: { entries: auditEntries, label: 'Audit entries' },
} satisfies Meta<typeof AuditEntryList>

export default meta
type Story = StoryObj<typeof meta>

/** Every entry in words: who acted (an installer by installation and tracker), what it recorded, when (en-GB, SAST). */
export const Default: Story = {}

/** Default's entries, checked: the words, not the stored names (a story with a play function has no screenshot). */
export const InWords: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Audit entries' })
    await expect(within(list).getByText('25 failed sign-ins in 15 minutes')).toBeVisible()
    await expect(within(list).getByText('20 wrong checklist passcodes in 15 minutes')).toBeVisible()
    await expect(
      within(list).getByText('Email changed from thandi@old.example to thandi.nkosi@example.com'),
    ).toBeVisible()
    await expect(within(list).getByText('Tracker VG00230007 replaced by VG00240001')).toBeVisible()
    await expect(within(list).getByText('27 Nov 2026, 11:41:00')).toBeVisible()
    await expect(list).not.toHaveTextContent(/failures:|windowMinutes|commandId|installationId/)
    await expect(within(list).getByText('The tracker reported it locked at 27 Nov 2026, 10:20:26')).toBeVisible()
    await expect(
      within(list).getAllByText('Installer of installation #31, tracker VG00240001 (checklist passcode)'),
    ).toHaveLength(5)
  },
}

/**
 * A vehicle's history shows its own entries, without addresses for anyone but an Admin: here the installer's
 * fuel-cut test on the public checklist, lock and unlock sent and confirmed.
 */
export const OnAVehicle: Story = {
  args: {
    label: 'Actions on this vehicle',
    entries: auditEntries.filter((entry) => entry.vehicleId === 9).map((entry) => ({ ...entry, address: null })),
  },
}
