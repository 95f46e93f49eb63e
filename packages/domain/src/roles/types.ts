export const KNOWN_ROLES = ['Admin', 'Technical-Agent', 'Company-Admin', 'Account-Holder'] as const
export type KnownRole = (typeof KNOWN_ROLES)[number]
/** The full list of role names is not known, so any other name is still a role. */
export type RoleName = KnownRole | (string & {})

/** A role as GET /Roles answers it. */
export interface Role {
  id: number
  name: string
}

/** The signed-in user stored in local storage under 'authorised-user'. */
export interface Session {
  accessToken: string
  refreshToken: string
  userId: number
  /** A role's name (see RoleName): the contract says only that it is text. */
  userRole: string
}

/** POST /Account/SignUp answer: the new account, and when another confirmation code may be asked for. */
export interface SignUpAnswer {
  id: number
  phoneCode: number
  phoneNumber: string
  resendAfterSeconds: number
}

/** POST /Account/ResendPhoneConfirmation answer (the same whether or not the number has an account). */
export interface ResendPhoneConfirmationAnswer {
  resendAfterSeconds: number
}

/**
 * The answer of an account call whose success is all it says (a confirmed phone, a password reset started, checked
 * or completed, a password created or changed): `{}`, which its schema (`Empty`) reads as `object`. The generated
 * client reads `Empty` as an open object (the document sets no additionalProperties), so the two take different names.
 */
export type EmptyAnswer = object

/** A user added by an agent: the new id. */
export interface Created {
  id: number
}

/** An emailed link to create a password: whom it was sent to. */
export interface PasswordCreationLinkSent {
  userId: number
}

export interface MenuEntry {
  id:
    | 'clients'
    | 'onboarding'
    | 'companies'
    | 'devices'
    | 'addAccount'
    | 'addAgent'
    | 'addCompany'
    | 'checklistPasscode'
    | 'audit'
    | 'changePassword'
    | 'logout'
  label: string
  /** null for Logout, which is an action rather than a page. */
  route: string | null
}

export interface SubTab {
  label: string
  route: string
}

export interface TopTab {
  id: 'clients' | 'map' | 'alarms' | 'rules' | 'onboarding' | 'companies' | 'burnin' | 'devices' | 'notifications'
  label: string
  route: string
  subTabs: SubTab[]
}
