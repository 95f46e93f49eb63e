// Compile-time check (part of `typecheck`): a name @vigil/domain and @vigil/api-client both export is one type.
import type * as Domain from '@vigil/domain'
import type * as Client from '../src/index.ts'

// One type: no field, optionality or literal differs (the API's schemas are checked against the domain the same way).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Same<T extends true> = T

/**
 * Every type name both packages export, each asserted identical; shared-names.test.ts fails on a name missing here.
 * A domain type named otherwise than its contract model is paired in `CheckedUnderOtherNames`.
 */
export interface CheckedPairs {
  Alarm: Same<Equal<Domain.Alarm, Client.Alarm>>
  AppSettings: Same<Equal<Domain.AppSettings, Client.AppSettings>>
  AlarmTrail: Same<Equal<Domain.AlarmTrail, Client.AlarmTrail>>
  AlarmTrailEntry: Same<Equal<Domain.AlarmTrailEntry, Client.AlarmTrailEntry>>
  AuditEntry: Same<Equal<Domain.AuditEntry, Client.AuditEntry>>
  Company: Same<Equal<Domain.Company, Client.Company>>
  FleetCompany: Same<Equal<Domain.FleetCompany, Client.FleetCompany>>
  FleetVehicle: Same<Equal<Domain.FleetVehicle, Client.FleetVehicle>>
  Geofence: Same<Equal<Domain.Geofence, Client.Geofence>>
  GeofenceInput: Same<Equal<Domain.GeofenceInput, Client.GeofenceInput>>
  GeofenceShape: Same<Equal<Domain.GeofenceShape, Client.GeofenceShape>>
  TheftRule: Same<Equal<Domain.TheftRule, Client.TheftRule>>
  TheftRuleInput: Same<Equal<Domain.TheftRuleInput, Client.TheftRuleInput>>
  GeofenceList: Same<Equal<Domain.GeofenceList, Client.GeofenceList>>
  TheftRuleList: Same<Equal<Domain.TheftRuleList, Client.TheftRuleList>>
  WebhookList: Same<Equal<Domain.WebhookList, Client.WebhookList>>
  NotificationDeliveryList: Same<Equal<Domain.NotificationDeliveryList, Client.NotificationDeliveryList>>
  PushKey: Same<Equal<Domain.PushKey, Client.PushKey>>
  Done: Same<Equal<Domain.Done, Client.Done>>
  CompanyMember: Same<Equal<Domain.CompanyMember, Client.CompanyMember>>
  CommandAnswer: Same<Equal<Domain.CommandAnswer, Client.CommandAnswer>>
  Device: Same<Equal<Domain.Device, Client.Device>>
  Region: Same<Equal<Domain.Region, Client.Region>>
  RegisteredTracker: Same<Equal<Domain.RegisteredTracker, Client.RegisteredTracker>>
  Role: Same<Equal<Domain.Role, Client.Role>>
  TrackerImportAnswer: Same<Equal<Domain.TrackerImportAnswer, Client.TrackerImportAnswer>>
  VehicleRoute: Same<Equal<Domain.VehicleRoute, Client.VehicleRoute>>
  CompanyUser: Same<Equal<Domain.CompanyUser, Client.CompanyUser>>
  CompanyVehicle: Same<Equal<Domain.CompanyVehicle, Client.CompanyVehicle>>
  DeviceStatusInfo: Same<Equal<Domain.DeviceStatusInfo, Client.DeviceStatusInfo>>
  Driver: Same<Equal<Domain.Driver, Client.Driver>>
  HubTarget: Same<Equal<Domain.HubTarget, Client.HubTarget>>
  ErrorInfoEvent: Same<Equal<Domain.ErrorInfoEvent, Client.ErrorInfoEvent>>
  GpsEvent: Same<Equal<Domain.GpsEvent, Client.GpsEvent>>
  Installation: Same<Equal<Domain.Installation, Client.Installation>>
  InstallationAvailability: Same<Equal<Domain.InstallationAvailability, Client.InstallationAvailability>>
  AlertAnswer: Same<Equal<Domain.AlertAnswer, Client.AlertAnswer>>
  CompanyUserLink: Same<Equal<Domain.CompanyUserLink, Client.CompanyUserLink>>
  PaymentNoticeReceived: Same<Equal<Domain.PaymentNoticeReceived, Client.PaymentNoticeReceived>>
  InstallationBooking: Same<Equal<Domain.InstallationBooking, Client.InstallationBooking>>
  Subscription: Same<Equal<Domain.Subscription, Client.Subscription>>
  ChecklistPasscode: Same<Equal<Domain.ChecklistPasscode, Client.ChecklistPasscode>>
  Created: Same<Equal<Domain.Created, Client.Created>>
  FitmentCenter: Same<Equal<Domain.FitmentCenter, Client.FitmentCenter>>
  PasswordCreationLinkSent: Same<Equal<Domain.PasswordCreationLinkSent, Client.PasswordCreationLinkSent>>
  ResendPhoneConfirmationAnswer: Same<Equal<Domain.ResendPhoneConfirmationAnswer, Client.ResendPhoneConfirmationAnswer>>
  SignUpAnswer: Same<Equal<Domain.SignUpAnswer, Client.SignUpAnswer>>
  SubscriptionPlan: Same<Equal<Domain.SubscriptionPlan, Client.SubscriptionPlan>>
  VehicleType: Same<Equal<Domain.VehicleType, Client.VehicleType>>
  InstallationBookingDraft: Same<Equal<Domain.InstallationBookingDraft, Client.InstallationBookingDraft>>
  InstallationCertificate: Same<Equal<Domain.InstallationCertificate, Client.InstallationCertificate>>
  InstallationStep: Same<Equal<Domain.InstallationStep, Client.InstallationStep>>
  MotorStateEvent: Same<Equal<Domain.MotorStateEvent, Client.MotorStateEvent>>
  NewTracker: Same<Equal<Domain.NewTracker, Client.NewTracker>>
  NewCompanyUser: Same<Equal<Domain.NewCompanyUser, Client.NewCompanyUser>>
  NotificationDelivery: Same<Equal<Domain.NotificationDelivery, Client.NotificationDelivery>>
  NotificationPreferences: Same<Equal<Domain.NotificationPreferences, Client.NotificationPreferences>>
  QuietHours: Same<Equal<Domain.QuietHours, Client.QuietHours>>
  Webhook: Same<Equal<Domain.Webhook, Client.Webhook>>
  CreatedWebhook: Same<Equal<Domain.CreatedWebhook, Client.CreatedWebhook>>
  CompanyEscalation: Same<Equal<Domain.CompanyEscalation, Client.CompanyEscalation>>
  Session: Same<Equal<Domain.Session, Client.Session>>
  SosInfoEvent: Same<Equal<Domain.SosInfoEvent, Client.SosInfoEvent>>
  TamperInfoEvent: Same<Equal<Domain.TamperInfoEvent, Client.TamperInfoEvent>>
  Vehicle: Same<Equal<Domain.Vehicle, Client.Vehicle>>
  VehicleHistoryEntry: Same<Equal<Domain.VehicleHistoryEntry, Client.VehicleHistoryEntry>>
}

/** Domain types that are a contract model under the product's own name. */
export interface CheckedUnderOtherNames {
  AccountHolder: Same<Equal<Domain.AccountHolder, Client.User>>
  InstallationLookupPayload: Same<Equal<Domain.InstallationLookupPayload, Client.InstallationLookup>>
  InstallationLookupResponse: Same<Equal<Domain.InstallationLookupResponse, Client.InstallationLookupAnswer>>
  SignInResponse: Same<Equal<Domain.SignInResponse, Client.Session>>
  DeviceStatusRequestPayload: Same<Equal<Domain.DeviceStatusRequestPayload, Client.DeviceStatusRequest>>
  InstallationStepUpdatePayload: Same<Equal<Domain.InstallationStepUpdatePayload, Client.InstallationStepUpdate>>
  NewInstallationStepPayload: Same<Equal<Domain.NewInstallationStepPayload, Client.NewInstallationStep>>
  PaymentNoticePayload: Same<Equal<Domain.PaymentNoticePayload, Client.PaymentNotice>>
  TrackerImportPayload: Same<Equal<Domain.TrackerImportPayload, Client.TrackerImport>>
}
