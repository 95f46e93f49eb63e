import { usePageTitle } from '@vigil/app-kit'
import { Button, DownloadIcon, EmptyState, HistoryCard, Inline, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { saveHistoryCsv, useVehicleHistory } from '../../data/accountView.ts'

/** /agent/clients/{clientId}/vehicle/{vehicleId}/history: the vehicle's history cards and the CSV download. */
export function VehicleHistory() {
  usePageTitle('Vehicle History')
  const vehicleId = Number(useParams().vehicleId)
  const history = useVehicleHistory(vehicleId)
  const [downloading, setDownloading] = useState(false)
  const entries = history.data?.items ?? []

  const download = async () => {
    setDownloading(true)
    await saveHistoryCsv(vehicleId)
    setDownloading(false)
  }

  return (
    <section aria-labelledby="history-heading">
      <Stack $gap={4}>
        <Inline $justify="between">
          <VisuallyHidden as="h1" id="history-heading">
            Vehicle history
          </VisuallyHidden>
          <span />
          <Button
            icon={<DownloadIcon size={16} />}
            isDisabled={entries.length === 0}
            onPress={download}
            isPending={downloading}
            pendingLabel="Downloading"
          >
            Download history
          </Button>
        </Inline>
        {history.isLoading ? (
          <Spinner label="Loading history" showLabel />
        ) : entries.length === 0 ? (
          <EmptyState title="No history" />
        ) : (
          <Stack $gap={3}>
            {entries.map((entry) => (
              <HistoryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  )
}
