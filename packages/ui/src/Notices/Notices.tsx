import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import styled from 'styled-components'
import { type AlertTone, toneColours, toneIcons } from '../Alert/Alert.tsx'
import { CloseIcon } from '../icons/index.ts'
import { media, vars } from '../theme/index.ts'

/** What a notice says and how it looks: an action that finished ('success') or one that did not ('error'). */
export interface Notice {
  tone: AlertTone
  text: string
}

// Long enough to read two lines without hurrying (React Aria asks for at least 5 s); the close button ends it sooner.
export const NOTICE_TIMEOUT_MS = 6000

export type NoticeQueue = ToastQueue<Notice>

/** Creates a queue of notices; an app has one (`notices`), a story its own so stories do not share toasts. */
export const createNoticeQueue = (): NoticeQueue => new ToastQueue<Notice>({ maxVisibleToasts: 3 })

/** The app's notices; a page that navigates away right after its action still shows its notice on the next page. */
export const notices = createNoticeQueue()

/** Says that an action finished (or failed) where the person is looking, for NOTICE_TIMEOUT_MS. */
export const notify = (text: string, tone: AlertTone = 'success', queue: NoticeQueue = notices): string =>
  queue.add({ text, tone }, { timeout: NOTICE_TIMEOUT_MS })

// Bottom centre, above everything, at most a phone's width: it covers a strip of page for six seconds at most, and
// its own close button ends that sooner.
const Region = styled(ToastRegion<Notice>)`
  position: fixed;
  z-index: 200;
  bottom: ${vars.space4};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space2};
  width: min(28rem, calc(100vw - 2 * ${vars.space4}));
  outline: none;
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
  ${media.mobile} {
    bottom: ${vars.space3};
  }
`

const Item = styled(Toast<Notice>)<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space2};
  padding: ${vars.space3} ${vars.space3} ${vars.space3} ${vars.space4};
  border: 1px solid ${({ $tone }) => toneColours[$tone].ink};
  border-left-width: 4px;
  border-radius: ${vars.radiusMd};
  background: ${({ $tone }) => toneColours[$tone].surface};
  box-shadow: ${vars.elevation2};
  color: ${vars.colorText};
  outline: none;
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
  & > svg { flex: none; margin-top: 2px; color: ${({ $tone }) => toneColours[$tone].ink}; }
`

const Content = styled(ToastContent)`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`

const Close = styled(AriaButton)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${vars.space1} 0;
  border: none;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: ${vars.colorText};
  cursor: pointer;
  outline: none;
  &[data-hovered] { background: ${vars.colorSurfaceSunken}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

/** Where notices appear: mounted once per app (the app shell does it); F6 moves focus into it. */
export function NoticeRegion({ queue = notices }: { queue?: NoticeQueue }) {
  return (
    <Region queue={queue} aria-label="Notifications">
      {({ toast }) => (
        <Item toast={toast} $tone={toast.content.tone}>
          {toneIcons[toast.content.tone]}
          <Content>
            <Text slot="title">{toast.content.text}</Text>
          </Content>
          <Close slot="close" aria-label="Dismiss">
            <CloseIcon />
          </Close>
        </Item>
      )}
    </Region>
  )
}
