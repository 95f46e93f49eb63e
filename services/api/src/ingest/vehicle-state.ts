/** A tamper report is an active alert while the car battery reads disconnected and nobody cancelled it. */
export const isTamperActive = (data: { carBatteryStateId: number; cancelled: boolean }): boolean =>
  data.carBatteryStateId === 0 && !data.cancelled
