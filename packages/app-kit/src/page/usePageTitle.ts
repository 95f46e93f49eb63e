import { pageTitle } from '@vigil/domain'
import { useEffect } from 'react'

/** Sets the document title to the spec's '{area} | Vigil' while the page is shown. */
export function usePageTitle(area: string): void {
  useEffect(() => {
    document.title = pageTitle(area)
  }, [area])
}
