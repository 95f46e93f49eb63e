import type { CommandAnswer, CommandRefusal } from '@vigil/devices'
import { interlockMessages, problemTitles } from '@vigil/domain'
import { Problem } from '@vigil/server-kit'

/** A command's answer as the API gives it: the interlock's refusal is a 409 naming why, as the spec words it. */
export function commandAnswer(outcome: CommandAnswer | CommandRefusal): CommandAnswer {
  if ('refused' in outcome) throw new Problem(409, problemTitles.vehicleMoving, interlockMessages[outcome.name])
  return outcome
}
