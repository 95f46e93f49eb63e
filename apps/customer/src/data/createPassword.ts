import { createPassword } from '@vigil/api-client'

/** POST /My/CreatePassword with the emailed link's token. */
export const sendCreatePassword = (password: string, passwordResetToken: string) =>
  createPassword({ password, passwordResetToken })
