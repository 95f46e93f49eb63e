import { Spinner } from '@vigil/ui'

/** Shown while a lazy page's code loads on its first visit. */
export function PageLoading() {
  return (
    <div data-page-loading="" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner label="Loading page" size={32} />
    </div>
  )
}
