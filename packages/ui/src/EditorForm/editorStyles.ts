import styled from 'styled-components'
import { vars } from '../theme/index.ts'

// The editors' shared parts (geofences, theft rules): a heading, help text, a framed group and a row of fields.

export const EditorHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

export const EditorHelp = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`

export const EditorFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  margin: 0;
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  min-width: 0;

  & > legend {
    padding: 0 ${vars.space1};
    font-weight: ${vars.fontWeightMedium};
  }
`

/** Fields side by side while they fit (at least `$min` wide each), one under another on a phone. */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '9rem' }) => $min}, 1fr));
  gap: ${vars.space2};
  align-items: end;
`
