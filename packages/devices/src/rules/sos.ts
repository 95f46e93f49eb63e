import type { SosData } from '@vigil/device-protocols'

/** An SOS report is an alert for any state but 0, which is Non-Alert. */
export const isSosAlert = (data: SosData): boolean => data.sosStateId !== 0
