// The emails and text messages the API sends.

/** The emails and text messages the API sends, in the words the person receives them. */
export const notificationMessages = {
  passwordReset: {
    subject: 'Reset your Vigil password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.`,
  },
  createPassword: {
    subject: 'Create your Vigil password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nWelcome to Vigil. Create your password with this link (valid for 7 days):\n${link}\n\nThen log in on the Vigil mobile app.`,
  },
  /** Staff sign in to the dashboard, never the mobile app: their link opens the dashboard's 'Create a password'. */
  staffInvitation: {
    subject: 'Create your Vigil dashboard password',
    body: (firstName: string, link: string) =>
      `Hi ${firstName},\n\nYou have been added to the Vigil dashboard. Create your password with this link (valid for 7 days):\n${link}\n\nThen sign in to the dashboard with your email address and the new password.`,
  },
  deposit: {
    subject: 'Pay your Vigil deposit',
    body: (firstName: string, amount: string, registrationNumber: string, checkoutUrl: string) =>
      `Hi ${firstName},\n\nPay the deposit of ${amount} for ${registrationNumber} here:\n${checkoutUrl}\n\nYour tracker subscription starts once the deposit is paid.`,
  },
  phoneCode: (code: string) => `Your Vigil code is ${code}. It expires in 10 minutes.`,
} as const
