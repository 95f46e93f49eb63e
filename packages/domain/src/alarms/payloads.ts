import { enums, type Infer, object, refine, string } from 'superstruct'
import { alarmMessages } from '../messages.ts'
import { DISPATCH_SERVICES } from './types.ts'

/** POST /Alarms/{alarmId}/Dispatch: which service to send. */
export const dispatchAlarmStruct = object({ service: enums([...DISPATCH_SERVICES]) })
export type DispatchAlarmPayload = Infer<typeof dispatchAlarmStruct>

/** POST /Alarms/{alarmId}/Resolve: how it ended, in the agent's words. */
export const resolveAlarmStruct = object({
  note: refine(string(), 'note', (value) => (value.trim() === '' ? alarmMessages.noteRequired : true)),
})
export type ResolveAlarmPayload = Infer<typeof resolveAlarmStruct>
