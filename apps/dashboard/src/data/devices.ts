import { ApiError, importTrackers, type NewTracker, registerTracker, useGetDevices } from '@vigil/api-client'
import { failureText } from '@vigil/app-kit'
import { deviceListQuery, freeDeviceQuery, type ImportProblem, parseTrackerCsv } from '@vigil/domain'

/** Registered trackers by serial, optionally only those whose serial contains `text`. */
export const useTrackers = (text: string) => useGetDevices(deviceListQuery(text))

/** Free trackers (no vehicle) whose serial contains the typed text, once it is 3 characters long. */
export const useFreeDevices = (text: string) => {
  const query = freeDeviceQuery(text)
  return useGetDevices(query ?? {}, { swr: { enabled: query !== null, keepPreviousData: true } })
}

export const registerOneTracker = (tracker: NewTracker) => registerTracker(tracker)

/** Reads a CSV file, reporting the share read so far (large files take a moment). */
export function readFileText(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file)
  })
}

export type ImportOutcome =
  | { ok: true; trackers: { serialNumber: string; imei: string; secret: string | null }[] }
  | { ok: false; detail: string; problems: ImportProblem[] }

const REFUSED = (rows: number) =>
  `Nothing was imported: ${rows === 1 ? '1 row has' : `${rows} rows have`} problems. Fix them and import the file again.`

/** Checks the file here first (no upload for a file the server would refuse), then imports it whole. */
export async function importTrackerCsv(csv: string): Promise<ImportOutcome> {
  const local = parseTrackerCsv(csv)
  if (local.problems.length > 0)
    return { ok: false, detail: REFUSED(new Set(local.problems.map((p) => p.row)).size), problems: local.problems }
  try {
    const answer = await importTrackers({ csv })
    return { ok: true, trackers: answer.trackers }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const problems = Object.entries(error.errors).flatMap(([key, messages]) => {
      const row = Number(/^row (\d+)$/.exec(key)?.[1] ?? 0)
      return messages.map((message) => ({ row, message }))
    })
    return { ok: false, detail: failureText(error, undefined, { withTitle: true }), problems }
  }
}

/** The secrets as a CSV the factory can read, saved by the browser. */
export function downloadSecrets(trackers: readonly { serialNumber: string; imei: string; secret: string | null }[]) {
  const lines = ['serialNumber,imei,secret', ...trackers.map((t) => `${t.serialNumber},${t.imei},${t.secret ?? ''}`)]
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `tracker-secrets-${new Date().toISOString().slice(0, 10)}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
