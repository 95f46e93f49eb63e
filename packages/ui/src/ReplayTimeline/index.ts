export { REPLAY_SPEEDS, type ReplaySpeed, ReplayTimeline, type ReplayTimelineProps } from './ReplayTimeline.tsx'
