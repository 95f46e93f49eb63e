export { TripReplay, type TripReplayEntry, type TripReplayProps } from './TripReplay.tsx'
