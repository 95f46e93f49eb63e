import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { TrackerImport, type TrackerImportState } from './TrackerImport.tsx'
import { TrackerSecrets } from './TrackerSecrets.tsx'

function Stock({ state, secrets }: { state: TrackerImportState; secrets?: boolean }) {
  return (
    <Stack $gap={4}>
      <TrackerImport state={state} onFile={fn()} />
      {secrets && (
        <TrackerSecrets
          onDownload={fn()}
          trackers={[
            { serialNumber: 'VG-000101', imei: '356938035643809', secret: 'q4Vn0m3bq8Xo2d8u2Jk1cW9tZp3L7aQe' },
            { serialNumber: 'VG-000102', imei: '356938035643817', secret: 'Hh7s2XkP0bN4yR6cVt9mLq3wZe8Ua1Df' },
            { serialNumber: '356938035643825', imei: '356938035643825', secret: null },
          ]}
        />
      )}
    </Stack>
  )
}

const meta = {
  title: 'Devices/TrackerStock',
  component: Stock,
  args: { state: { step: 'idle' } },
} satisfies Meta<typeof Stock>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const ReadingALargeFile: Story = {
  args: { state: { step: 'reading', percent: 42, fileName: 'trackers-2026-11.csv' } },
}
export const Registering: Story = {
  args: { state: { step: 'registering', rows: 1000, fileName: 'trackers-2026-11.csv' } },
  // The indeterminate progress bar moves, so no two screenshots match.
  parameters: { loki: { skip: true } },
}
export const RefusedRows: Story = {
  args: {
    state: {
      step: 'refused',
      fileName: 'trackers-2026-11.csv',
      detail: 'Nothing was imported: 2 rows have problems. Fix them and import the file again.',
      problems: [
        { row: 3, message: 'An IMEI is 15 digits with a valid check digit' },
        { row: 7, message: 'Also on row 2' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Row 3: An IMEI is 15 digits with a valid check digit')).toBeVisible()
  },
}
export const SecretsShownOnce: Story = { args: { secrets: true } }
