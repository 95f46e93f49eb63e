export { type CacheMatcher, useCacheMerge } from './cacheMerge.ts'
export { type FakeHub, fakeHub } from './fakeHub.ts'
export {
  HubProvider,
  type HubProviderProps,
  HubStatus,
  openApiHub,
  useHubMessage,
  useHubState,
  useWatchVehicles,
} from './HubProvider.tsx'
export { createHubLink, type HubLink, type HubLinkOptions, type HubState } from './hubLink.ts'
