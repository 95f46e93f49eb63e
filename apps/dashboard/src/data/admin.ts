import { addAgent, type NewAgent, rotateChecklistPasscode, useGetRoles } from '@vigil/api-client'
import { DEFAULT_PHONE_CODE, trimCredential } from '@vigil/domain'

/** The roles an agent may get: every role but Account-Holder (customers sign up themselves). */
export function useAgentRoles() {
  const roles = useGetRoles()
  return { ...roles, options: (roles.data?.items ?? []).filter((role) => role.name !== 'Account-Holder') }
}

/** POST /Users: the new agent is emailed a link to create their password. */
export const addDashboardAgent = (values: Partial<NewAgent>) =>
  addAgent({ ...(values as NewAgent), Email: trimCredential(values.Email ?? ''), phoneCode: DEFAULT_PHONE_CODE })

/** POST /ChecklistPasscode/Rotate: the new passcode, answered this once. */
export const rotatePasscode = async (): Promise<string> => (await rotateChecklistPasscode()).passcode
