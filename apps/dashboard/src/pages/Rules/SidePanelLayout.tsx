import styled from 'styled-components'

/** The map (or list) beside a 420 px panel on a wide screen; one under the other on a tablet or phone. */
export const SidePanelLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 420px;
  gap: var(--space-4);
  align-items: start;

  @media (max-width: 1029px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
