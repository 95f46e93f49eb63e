/** Cloudflare Turnstile siteverify; a deployment without `TURNSTILE_SECRET` has the challenge switched off. */
export type TurnstileVerifier = (token: string | undefined, remoteIp: string) => Promise<boolean>

const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export function createTurnstileVerifier(secret: string | undefined, fetchImpl: typeof fetch): TurnstileVerifier {
  if (!secret) return async () => true
  return async (token, remoteIp) => {
    if (!token) return false
    try {
      const response = await fetchImpl(siteverifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      })
      if (!response.ok) return false
      const answer = (await response.json()) as { success?: unknown }
      return answer.success === true
    } catch {
      return false
    }
  }
}
