import { type ChecklistConnectivity, connectivityNotice } from '@vigil/domain'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

export interface ConnectivityBannerProps {
  connectivity: ChecklistConnectivity
}

/**
 * Says the phone is offline (not the tracker), pinned to the top so it stays in view while the installer scrolls;
 * announced politely, since nothing the installer did caused it.
 */
export function ConnectivityBanner({ connectivity }: ConnectivityBannerProps) {
  const notice = connectivityNotice(connectivity)
  return (
    <Region role="status" aria-live="polite">
      {notice ? (
        <Bar $offline={connectivity === 'phone-offline'}>
          <Dot aria-hidden="true" $offline={connectivity === 'phone-offline'} />
          <span>{notice}</span>
        </Bar>
      ) : null}
    </Region>
  )
}

const Region = styled.div`
  position: sticky;
  top: 0;
  z-index: 20;
`

const Bar = styled.p<{ $offline: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space2};
  margin: 0;
  padding: ${vars.space3} ${vars.space4};
  font-weight: ${vars.fontWeightMedium};
  color: ${({ $offline }) => ($offline ? vars.colorTextInverse : vars.colorText)};
  background: ${({ $offline }) => ($offline ? vars.colorText : vars.colorInfoSurface)};
`

const Dot = styled.span<{ $offline: boolean }>`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  margin-top: 0.35rem;
  border-radius: 50%;
  background: ${({ $offline }) => ($offline ? vars.colorWarning : vars.colorPrimary)};
`
