import { type RefObject, useLayoutEffect, useState } from 'react'

/** The element's inner size, measured before paint and again whenever it changes (a map draws to its pixels). */
export function useElementSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const current = element.current
    if (!current) return
    const measure = () => setSize({ width: current.clientWidth, height: current.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(current)
    return () => observer.disconnect()
  }, [element])
  return size
}
