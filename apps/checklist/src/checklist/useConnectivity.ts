import { ApiError } from '@vigil/api-client'
import { type ChecklistConnectivity, isConnectionFailure } from '@vigil/domain'
import { useCallback, useEffect, useRef, useState } from 'react'

const browserOnline = () => globalThis.navigator?.onLine ?? true

export interface Connectivity {
  connectivity: ChecklistConnectivity
  /** True when the call failed for want of a connection (then the phone is shown offline until a call succeeds). */
  noteFailure: (error: unknown) => boolean
  noteSuccess: () => void
  /** Runs `retry` once when the connection comes back (the latest one wins). */
  retryWhenOnline: (retry: () => void) => void
}

/** The phone's connection: the browser's online state, and calls that got no answer at all (a weak signal). */
export function useConnectivity(): Connectivity {
  const [online, setOnline] = useState(browserOnline)
  const [unanswered, setUnanswered] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)
  const pendingRetry = useRef<(() => void) | null>(null)

  useEffect(() => {
    const goOnline = () => {
      setOnline(true)
      setUnanswered(false)
      setReconnecting(true)
      const retry = pendingRetry.current
      pendingRetry.current = null
      retry?.()
    }
    const goOffline = () => setOnline(false)
    window.addEventListener('online', goOnline)
    window.addEventListener('offline', goOffline)
    return () => {
      window.removeEventListener('online', goOnline)
      window.removeEventListener('offline', goOffline)
    }
  }, [])

  const noteFailure = useCallback((error: unknown) => {
    const failure = error instanceof ApiError ? { status: error.status } : null
    const connection = isConnectionFailure(failure, browserOnline())
    if (connection) setUnanswered(true)
    return connection
  }, [])

  const noteSuccess = useCallback(() => {
    setUnanswered(false)
    setReconnecting(false)
  }, [])

  const retryWhenOnline = useCallback((retry: () => void) => {
    pendingRetry.current = retry
  }, [])

  const connectivity: ChecklistConnectivity =
    !online || unanswered ? 'phone-offline' : reconnecting ? 'reconnecting' : 'online'
  return { connectivity, noteFailure, noteSuccess, retryWhenOnline }
}
