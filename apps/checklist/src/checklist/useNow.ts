import { useEffect, useState } from 'react'

/** The page's clock for the step-5 windows: ticks every second while `running` (the display is mm:ss). */
export function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!running) return
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}
