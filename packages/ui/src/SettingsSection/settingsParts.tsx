import { notificationsPageTexts as texts } from '@vigil/domain'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { vars } from '../theme/index.ts'

/** A list of things a section manages (webhooks, dead letters): one row each, its actions at the end. */
export const SettingsList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

export const SettingsItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2} ${vars.space4};
  padding: ${vars.space3} 0;
  border-bottom: 1px solid ${vars.colorBorder};
`

/** The row's text, taking the room its actions leave. */
export const SettingsItemDetails = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;
`

export const SmallPrint = styled.p`
  margin: 0;
  max-width: 70ch;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
  overflow-wrap: anywhere;
`

export interface SaveRowProps {
  busy: boolean
  /** How the last save went. */
  outcome: 'saved' | 'failed' | null
}

/** A settings form's end: how the last save went, and the Save button. */
export function SaveRow({ busy, outcome }: SaveRowProps) {
  return (
    <>
      {outcome === 'saved' ? <Alert tone="success">{texts.saved}</Alert> : null}
      {outcome === 'failed' ? <Alert tone="error">{texts.saveFailed}</Alert> : null}
      <div>
        <Button type="submit" isPending={busy} pendingLabel={texts.saving}>
          {texts.save}
        </Button>
      </div>
    </>
  )
}
