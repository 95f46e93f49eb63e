import type { TSchema } from 'typebox'
import {
  AlarmListSchema,
  AlarmSchema,
  AlarmTrailEntrySchema,
  AlarmTrailSchema,
  DispatchAlarmBody,
  ResolveAlarmBody,
} from './alarm-desk/schemas.ts'
import { AuditEntryListSchema, AuditEntrySchema } from './audit/schemas.ts'
import {
  CompletePasswordResetBody,
  ConfirmPhoneBody,
  CreatePasswordBody,
  EmptyAnswer,
  RefreshTokensBody,
  ResendPhoneConfirmationAnswer,
  ResendPhoneConfirmationBody,
  SessionSchema,
  SignInBody,
  SignUpAnswer,
  SignUpBody,
  StartPasswordResetBody,
  UpdatePasswordBody,
  VerifyPasswordResetBody,
} from './auth/schemas.ts'
import {
  InstallationBookingDraftSchema,
  InstallationBookingSchema,
  InstallationBookingUpdateBody,
  NewInstallationBookingBody,
} from './bookings/schemas.ts'
import {
  AddCompanyUserBody,
  CompanyListSchema,
  CompanyMemberSchema,
  CompanySchema,
  CompanyUserLinkSchema,
  CompanyUserListSchema,
  CompanyUserSchema,
  CompanyVehicleSchema,
  NewCompanyBody,
  NewCompanyUserSchema,
} from './companies/schemas.ts'
import {
  NewTrackerBody,
  RegisteredTrackerSchema,
  TrackerImportAnswerSchema,
  TrackerImportBody,
} from './device-stock/schemas.ts'
import { FleetCompanySchema, FleetMapSchema, FleetVehicleSchema } from './fleet-map/schemas.ts'
import { GeofenceInputSchema, GeofenceListSchema, GeofenceSchema } from './geofences/schemas.ts'
import { HistoryEntrySchema, VehicleHistoryListSchema, VehicleRouteSchema } from './history/schemas.ts'
import { CertificateSchema } from './installations/certificate.ts'
import {
  ByVehicleRegistrationBody,
  ChecklistPasscodeSchema,
  InstallationSchema,
  LookupAnswerSchema,
  namedEventSchemas,
  StepNumberBody,
  StepSchema,
  UpdateStepBody,
} from './installations/schemas.ts'
import {
  CompanyEscalationSchema,
  CreatedWebhookSchema,
  DoneSchema,
  EscalationBody,
  NewWebhookBody,
  NotificationDeliveryListSchema,
  NotificationDeliverySchema,
  NotificationPreferencesSchema,
  PushKeySchema,
  PushSubscriptionBody,
  QuietHoursSchema,
  WebhookChangeBody,
  WebhookListSchema,
  WebhookSchema,
} from './notification-settings/schemas.ts'
import { PaymentNoticeBody, PaymentNoticeReceivedSchema } from './payments/schemas.ts'
import {
  AvailabilitySchema,
  FitmentCenterListSchema,
  FitmentCenterSchema,
  RegionListSchema,
  RegionSchema,
  SubscriptionPlanListSchema,
  SubscriptionPlanSchema,
  VehicleTypeListSchema,
  VehicleTypeSchema,
} from './reference/schemas.ts'
import { AppSettingsSchema } from './settings/index.ts'
import { SubscriptionRequestBody, SubscriptionSchema } from './subscriptions/schemas.ts'
import { TheftRuleInputSchema, TheftRuleListSchema, TheftRuleSchema } from './theft-rules/schemas.ts'
import {
  ContactDetailsBody,
  CreatedAnswer,
  DriverSchema,
  NewAccountHolderBody,
  NewAgentBody,
  NewDriverBody,
  PasswordCreationLinkSentSchema,
  ResendPasswordCreationLinkBody,
  RoleListSchema,
  RoleSchema,
  UserListSchema,
  UserSchema,
} from './users/schemas.ts'
import { CommandStateSchema } from './vehicle-commands/command-state.ts'
import {
  AlertAnswerSchema,
  ChangeLinkedDeviceBody,
  CommandAnswerSchema,
  DeviceStatusBody,
  DeviceStatusSchema,
  LinkDeviceBody,
} from './vehicle-commands/schemas.ts'
import { DeviceListSchema, DeviceSchema, NewVehicleBody, VehicleListSchema, VehicleSchema } from './vehicles/schemas.ts'

/**
 * The product's nouns and request bodies (routes use `ref(schema)`): the OpenAPI document lists each once under
 * components.schemas and refers to it elsewhere, so the generated client has one model per noun.
 */
export const namedSchemas: TSchema[] = [
  AppSettingsSchema,
  // Accounts
  SessionSchema,
  EmptyAnswer,
  SignInBody,
  RefreshTokensBody,
  SignUpBody,
  SignUpAnswer,
  ConfirmPhoneBody,
  ResendPhoneConfirmationBody,
  ResendPhoneConfirmationAnswer,
  StartPasswordResetBody,
  VerifyPasswordResetBody,
  CompletePasswordResetBody,
  CreatePasswordBody,
  UpdatePasswordBody,
  // Users and drivers
  RoleSchema,
  RoleListSchema,
  UserSchema,
  UserListSchema,
  DriverSchema,
  CreatedAnswer,
  NewAgentBody,
  NewAccountHolderBody,
  NewDriverBody,
  ContactDetailsBody,
  ResendPasswordCreationLinkBody,
  PasswordCreationLinkSentSchema,
  ChecklistPasscodeSchema,
  // Reference lists
  AvailabilitySchema,
  FitmentCenterSchema,
  FitmentCenterListSchema,
  RegionSchema,
  RegionListSchema,
  SubscriptionPlanSchema,
  SubscriptionPlanListSchema,
  VehicleTypeSchema,
  VehicleTypeListSchema,
  // Vehicles, devices, bookings, subscriptions, payments
  VehicleSchema,
  VehicleListSchema,
  NewVehicleBody,
  DeviceSchema,
  DeviceListSchema,
  NewTrackerBody,
  RegisteredTrackerSchema,
  TrackerImportBody,
  TrackerImportAnswerSchema,
  InstallationBookingSchema,
  InstallationBookingDraftSchema,
  NewInstallationBookingBody,
  InstallationBookingUpdateBody,
  SubscriptionRequestBody,
  SubscriptionSchema,
  PaymentNoticeBody,
  PaymentNoticeReceivedSchema,
  // Companies
  CompanyMemberSchema,
  CompanyVehicleSchema,
  CompanySchema,
  CompanyListSchema,
  CompanyUserSchema,
  CompanyUserListSchema,
  NewCompanyUserSchema,
  NewCompanyBody,
  AddCompanyUserBody,
  CompanyUserLinkSchema,
  // Vehicle commands and history
  CommandAnswerSchema,
  AlertAnswerSchema,
  CommandStateSchema,
  ChangeLinkedDeviceBody,
  LinkDeviceBody,
  DeviceStatusBody,
  DeviceStatusSchema,
  HistoryEntrySchema,
  VehicleHistoryListSchema,
  VehicleRouteSchema,
  // Fleet map
  FleetVehicleSchema,
  FleetCompanySchema,
  FleetMapSchema,
  // Installation checklist
  ByVehicleRegistrationBody,
  LookupAnswerSchema,
  StepSchema,
  InstallationSchema,
  UpdateStepBody,
  StepNumberBody,
  ...Object.values(namedEventSchemas),
  CertificateSchema,
  // Alarms
  AlarmSchema,
  AlarmListSchema,
  AlarmTrailEntrySchema,
  AlarmTrailSchema,
  DispatchAlarmBody,
  ResolveAlarmBody,
  // Notifications
  QuietHoursSchema,
  NotificationPreferencesSchema,
  WebhookSchema,
  CreatedWebhookSchema,
  WebhookListSchema,
  NewWebhookBody,
  WebhookChangeBody,
  NotificationDeliverySchema,
  NotificationDeliveryListSchema,
  CompanyEscalationSchema,
  EscalationBody,
  PushSubscriptionBody,
  PushKeySchema,
  DoneSchema,
  // Audit trail
  AuditEntrySchema,
  AuditEntryListSchema,
  // Geofences and theft rules
  GeofenceSchema,
  GeofenceInputSchema,
  GeofenceListSchema,
  TheftRuleSchema,
  TheftRuleInputSchema,
  TheftRuleListSchema,
]

// A schema's name is its $id, or its title when it has none.
const nameOf = (schema: TSchema) => {
  const { $id, title } = schema as { $id?: string; title?: string }
  return String($id ?? title)
}

export const namedSchemaIds: ReadonlySet<string> = new Set(namedSchemas.map(nameOf))
