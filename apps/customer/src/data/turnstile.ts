import { apiClient } from '@vigil/api-client'
import { useEffect, useRef, useState } from 'react'

// Cloudflare Turnstile's explicit-render API, the part the sign-up uses.
interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      size: 'invisible'
      'retry-interval': number
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ): string
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** The spec's retry interval for the bot challenge. */
export const TURNSTILE_RETRY_INTERVAL_MS = 8000

let loading: Promise<Turnstile> | null = null

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')))
    script.onerror = () => {
      loading = null
      reject(new Error('Turnstile did not load'))
    }
    document.head.append(script)
  })
  return loading
}

export interface BotChallenge {
  /** Where the invisible widget lives; render it once in the form. */
  containerRef: React.RefObject<HTMLDivElement | null>
  /** The latest token, sent as `turnstileToken`; undefined without a site key or before the challenge passes. */
  token: string | undefined
  /** Tokens are single-use: ask for a fresh one after each sign-up attempt. */
  reset(): void
}

/** The invisible bot challenge when the settings carry a `turnstileSiteKey`; nothing at all without one. */
export function useBotChallenge(): BotChallenge {
  const containerRef = useRef<HTMLDivElement | null>(null)
  const widgetRef = useRef<string | undefined>(undefined)
  const [token, setToken] = useState<string | undefined>()

  useEffect(() => {
    let cancelled = false
    apiClient()
      .settings()
      .then(async ({ turnstileSiteKey }) => {
        if (!turnstileSiteKey || cancelled || !containerRef.current) return
        const turnstile = await loadTurnstile()
        if (cancelled || !containerRef.current) return
        widgetRef.current = turnstile.render(containerRef.current, {
          sitekey: turnstileSiteKey,
          size: 'invisible',
          'retry-interval': TURNSTILE_RETRY_INTERVAL_MS,
          callback: setToken,
          'expired-callback': () => setToken(undefined),
          'error-callback': () => setToken(undefined),
        })
      })
      .catch((error: unknown) => console.error('The bot challenge could not start', error))
    return () => {
      cancelled = true
      if (widgetRef.current) window.turnstile?.remove(widgetRef.current)
      widgetRef.current = undefined
    }
  }, [])

  return {
    containerRef,
    token,
    reset: () => {
      if (!widgetRef.current) return
      setToken(undefined)
      window.turnstile?.reset(widgetRef.current)
    },
  }
}
