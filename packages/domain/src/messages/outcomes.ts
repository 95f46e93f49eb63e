// What the product says when an action worked, failed, or asks first.

/**
 * What the product says when an action finished, shown as a notice where the person is looking (issue #28). The
 * spec's own words where it gives them ('Password created successfully!'); where it is silent, a sentence that says
 * what happened and to what.
 */
export const successMessages = {
  agentAdded: (name: string) => `Agent added. ${name} will get an email with a link to create a dashboard password.`,
  passwordResetSent: (email: string) => `If ${email} has an account, a link to reset its password is on its way.`,
  /** The spec's words for a created password, with the dashboard (not the app) to sign in to. */
  passwordCreated: 'Password created successfully! You can now sign in to the dashboard using your new password.',
  passwordChanged: 'Password changed successfully!',
  deviceReactivated: (registration: string) => `The tracker in ${registration} is active again.`,
  deviceLinked: (serialNumber: string, registration: string) => `Device ${serialNumber} linked to ${registration}.`,
  companyAdded: (company: string) => `Company ${company} added. Link its first user below.`,
  companyDeleted: (company: string) => `Company ${company} deleted.`,
  userLinked: (user: string, company: string) => `${user} linked to ${company}.`,
  userRemoved: (user: string, company: string) => `${user} removed from ${company}.`,
  contactDetailsSaved: (whose: 'holder' | 'driver') =>
    whose === 'holder' ? 'Account holder details saved.' : 'Driver details saved.',
} as const

/**
 * An action that did not finish, said where its success would have been. The spec only logs company failures; a
 * dialog that closes on 'Deleting...' without a word would say the company went when it did not.
 */
export const failureMessages = {
  companyNotDeleted: (company: string) => `Company ${company} could not be deleted. Please try again.`,
  userNotRemoved: (user: string, company: string) => `${user} could not be removed from ${company}. Please try again.`,
  deviceNotReactivated: (registration: string) =>
    `The tracker in ${registration} could not be reactivated. Please try again.`,
} as const

/** What the product asks before an action that cannot be undone (issue #28). */
export const confirmMessages = {
  deleteCompany: {
    title: (company: string) => `Delete ${company}?`,
    body: (company: string) =>
      `${company} and its links to its users will be deleted. The users' own accounts stay. This cannot be undone.`,
  },
  removeFromCompany: {
    title: (user: string, company: string) => `Remove ${user} from ${company}?`,
    body: (user: string, company: string) =>
      `${user} will no longer be linked to ${company}. Their account stays, and you can link them again later.`,
  },
  cancel: 'Cancel',
} as const
