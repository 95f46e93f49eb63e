export { ApiError, type ApiProblem, apiErrorFromAnswer } from './api-error.ts'
export { type BurnInAck, type BurnInClient, createBurnInClient } from './burnin.ts'
export { checklistRequest, PASSCODE_HEADER } from './checklist.ts'
export * from './generated/index.ts'
export * from './generated/model/index.ts'
export {
  createHubConnection,
  HUB_TARGETS,
  type HubConnectionOptions,
  type HubMessageOf,
  type HubTarget,
  type VehicleHub,
} from './hub.ts'
export {
  type ApiAnswer,
  type ApiClient,
  type ApiClientOptions,
  apiClient,
  apiFetch,
  configureApiClient,
  createApiClient,
  type ErrorType,
} from './mutator.ts'
export { createSessionStore, memoryStorage, type SessionStorageLike, type SessionStore } from './session-store.ts'
export { APP_SETTINGS_URL, type AppSettings, joinURL, settingsLoader } from './settings.ts'
