import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { Inline } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface ListPagerProps {
  /** 0-based: the page on screen (the answer's), so the count never tells of a page still on its way. */
  pageIndex: number
  pageSize: number
  /** How many the server holds for the search: the count says it, so a list never silently stops at a page. */
  totalCount: number
  onPageChange(pageIndex: number): void
  /** The buttons' words where the list's order names them better (the audit trail: 'Newer', 'Older'). */
  previousLabel?: string
  nextLabel?: string
}

/** Below a paged list: which of how many are shown ('51–100 of 230'), and the way to the pages before and after. */
export function ListPager({
  pageIndex,
  pageSize,
  totalCount,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize))
  const first = totalCount === 0 ? 0 : pageIndex * pageSize + 1
  const last = Math.min(totalCount, (pageIndex + 1) * pageSize)
  return (
    <Inline $justify="between" $align="center" $wrap>
      <Count role="status">
        {first}–{last} of {totalCount}
      </Count>
      <Inline $gap={2}>
        <Button variant="secondary" isDisabled={pageIndex === 0} onPress={() => onPageChange(pageIndex - 1)}>
          {previousLabel}
        </Button>
        <Button variant="secondary" isDisabled={pageIndex + 1 >= pages} onPress={() => onPageChange(pageIndex + 1)}>
          {nextLabel}
        </Button>
      </Inline>
    </Inline>
  )
}

const Count = styled.span`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`
