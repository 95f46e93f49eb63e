/** Phone inputs accept digits only: everything else typed or pasted is dropped. */
export function digitsOnly(input: string): string {
  return input.replace(/[^0-9]/g, '')
}

/** Email and password values are trimmed before they are checked or sent. */
export function trimCredential(value: string | null | undefined): string {
  return (value ?? '').trim()
}
