import type { InstallationBooking, InstallationBookingDraft } from '@vigil/domain'
import { Type } from 'typebox'
import { declares, FilledIn } from '../contract.ts'

const fitmentCenterId = Type.Union([Type.Integer(), Type.String()], {
  description: 'Numbers and digit strings both work.',
})

export const InstallationBookingSchema = declares<InstallationBooking>()(
  Type.Object(
    {
      id: Type.Integer(),
      vehicleId: Type.Integer(),
      fitmentCenterId: Type.Integer(),
      installationUtcDateTime: Type.String({ format: 'date-time' }),
      onboardingExistingClient: Type.Boolean(),
      active: Type.Boolean(),
    },
    { $id: 'InstallationBooking', title: 'InstallationBooking' },
  ),
)

export const InstallationBookingDraftSchema = declares<InstallationBookingDraft>()(
  Type.Object(
    { vehicleId: Type.Integer(), fitmentCenterId, installationUtcDateTime: Type.String() },
    { $id: 'InstallationBookingDraft', title: 'InstallationBookingDraft' },
  ),
)

export const NewInstallationBookingBody = Type.Object(
  {
    vehicleId: Type.Integer(),
    fitmentCenterId,
    installationUtcDateTime: Type.String(),
    onboardingExistingClient: FilledIn(Type.Boolean({ default: false })),
  },
  { $id: 'NewInstallationBooking', title: 'NewInstallationBooking' },
)

export const InstallationBookingUpdateBody = Type.Object(
  {
    fitmentCenterId,
    installationUtcDateTime: Type.String(),
    active: FilledIn(Type.Boolean({ default: true })),
  },
  { $id: 'InstallationBookingUpdate', title: 'InstallationBookingUpdate' },
)
