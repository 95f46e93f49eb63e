import type { FitmentCenter, InstallationAvailability, Region, SubscriptionPlan, VehicleType } from '@vigil/domain'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares } from '../contract.ts'

export const AvailabilitySchema = declares<InstallationAvailability>()(
  Type.Object(
    {
      UtcDateStart: Type.String({ format: 'date' }),
      UtcDateEnd: Type.String({ format: 'date' }),
      UtcTimeStart: Type.String(),
      UtcTimeEnd: Type.String(),
      FitmentCenterId: Type.Integer(),
    },
    { $id: 'InstallationAvailability', title: 'InstallationAvailability' },
  ),
)

export const FitmentCenterSchema = declares<FitmentCenter>()(
  Type.Object(
    {
      id: Type.Integer(),
      area: Type.String(),
      name: Type.String(),
      address: Type.String(),
      regionId: Type.Integer(),
      regionName: Type.String(),
      active: Type.Boolean(),
      availability: Type.Array(ref(AvailabilitySchema)),
    },
    { $id: 'FitmentCenter', title: 'FitmentCenter' },
  ),
)

export const RegionSchema = declares<Region>()(
  Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() }, { $id: 'Region', title: 'Region' }),
)

export const SubscriptionPlanSchema = declares<SubscriptionPlan>()(
  Type.Object(
    {
      id: Type.Integer(),
      displayName: Type.String(),
      description: Type.String(),
      available: Type.Boolean(),
      isOffline: Type.Boolean(),
      depositCents: Type.Integer(),
      monthlyCents: Type.Integer(),
    },
    { $id: 'SubscriptionPlan', title: 'SubscriptionPlan' },
  ),
)

export const VehicleTypeSchema = declares<VehicleType>()(
  Type.Object(
    { id: Type.Integer(), make: Type.String(), variant: Type.String(), makeVariant: Type.String() },
    { $id: 'VehicleType', title: 'VehicleType' },
  ),
)

export const FitmentCenterListSchema = listOf(ref(FitmentCenterSchema), 'FitmentCenterList')
export const RegionListSchema = listOf(ref(RegionSchema), 'RegionList')
export const SubscriptionPlanListSchema = listOf(ref(SubscriptionPlanSchema), 'SubscriptionPlanList')
export const VehicleTypeListSchema = listOf(ref(VehicleTypeSchema), 'VehicleTypeList')

export const VehicleTypeSearchQuery = Type.Object({
  SearchPhrase: Type.String({
    description: 'At least 3 characters; matched case-insensitively anywhere in make and variant.',
  }),
  ResultCount: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'At most 50 (the default).' })),
})
