import { usePageTitle } from '@vigil/app-kit'
import { EmptyState, VisuallyHidden } from '@vigil/ui'

export interface AreaPlaceholderProps {
  /** The page title's area, e.g. 'Agent' for the lists, 'View Account'. */
  area: string
  /** What the page will show, e.g. 'Clients'; the page's heading for screen readers (the tabs show it). */
  heading: string
}

/** A page whose content comes with a later issue: route, title and frame are real; the body is the kit's empty state. */
export function AreaPlaceholder({ area, heading }: AreaPlaceholderProps) {
  usePageTitle(area)
  return (
    <section aria-labelledby="area-heading">
      <VisuallyHidden as="h1" id="area-heading">
        {heading}
      </VisuallyHidden>
      <EmptyState title="Nothing here yet" description={`${heading} will appear here.`} />
    </section>
  )
}
