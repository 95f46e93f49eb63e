import { type DateValue, parseDate, parseDateTime } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { BackIcon, CalendarIcon } from '../icons/index.ts'
import { FieldLabel, FieldRoot, fieldFrame, HelpText } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled(DatePicker)`
  ${FieldRoot}
`

const Frame = styled(Group)`
  ${fieldFrame}
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: ${vars.space3};
`

const Segments = styled(DateInput)`
  display: flex;
  flex-wrap: nowrap;
`

const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: ${vars.radiusSm};
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-placeholder] { color: ${vars.colorTextMuted}; }
  /* en-GB puts ', ' between the date and the time: keep its space in the flex row. */
  &[data-type='literal'] { padding: 0; white-space: pre; }
  &[data-focused] { background: ${vars.colorPrimary}; color: ${vars.colorPrimaryText}; }
`

const IconButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: none;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: ${vars.colorText};
  cursor: pointer;
  outline: none;
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
  &[data-disabled] { color: ${vars.colorTextMuted}; cursor: not-allowed; }
`

const CalendarPopover = styled(Popover)`
  background: ${vars.colorSurfaceRaised};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  box-shadow: ${vars.elevation2};
  padding: ${vars.space3};
`

const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${vars.space2};
  & h2 { margin: 0; font-size: ${vars.fontSizeMd}; }
`

const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  cursor: pointer;
  outline: none;
  &[data-outside-month] { display: none; }
  &[data-hovered] { background: ${vars.colorInfoSurface}; }
  &[data-selected] { background: ${vars.colorPrimary}; color: ${vars.colorPrimaryText}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
  &[data-disabled], &[data-unavailable] { color: ${vars.colorTextMuted}; text-decoration: line-through; cursor: not-allowed; }
`

const Forward = styled.span`
  display: inline-flex;
  transform: rotate(180deg);
`

/**
 * 'YYYY-MM-DDTHH:mm' in local time, the shape apps convert to and from installationUtcDateTime; 'YYYY-MM-DD' for a
 * picker of days.
 */
export type LocalDateTime = string

/** What is picked: a date and time to the minute, or a day. */
export type PickerGranularity = 'minute' | 'day'

const toCalendar = (
  value: LocalDateTime | null | undefined,
  granularity: PickerGranularity,
): DateValue | null | undefined => {
  if (!value) return value === null ? null : undefined
  return granularity === 'day' ? parseDate(value.slice(0, 10)) : parseDateTime(value)
}

const fromCalendar = (value: DateValue | null, granularity: PickerGranularity): LocalDateTime | null =>
  value ? value.toString().slice(0, granularity === 'day' ? 10 : 16) : null

export interface DateTimePickerProps {
  label: ReactNode
  /** 'minute' (the default) picks 'YYYY-MM-DDTHH:mm', 'day' picks 'YYYY-MM-DD'. */
  granularity?: PickerGranularity
  value?: LocalDateTime | null
  defaultValue?: LocalDateTime
  onChange?: (value: LocalDateTime | null) => void
  /** Earliest choosable slot; new installations only allow future dates, existing ones allow past dates. */
  minValue?: LocalDateTime
  maxValue?: LocalDateTime
  description?: ReactNode
  errorMessage?: string
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
  defaultOpen?: boolean
}

/**
 * A date and time (an installation slot, on the clock in Johannesburg) or a day (the audit trail's filters): typed
 * segment by segment or picked from a calendar, always en-GB (dd/mm/yyyy, 24-hour) whatever the browser's language.
 */
export function DateTimePicker({
  label,
  granularity = 'minute',
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  defaultOpen,
}: DateTimePickerProps) {
  return (
    <I18nProvider locale="en-GB">
      <Root
        value={toCalendar(value, granularity)}
        defaultValue={toCalendar(defaultValue, granularity)}
        onChange={(next) => onChange?.(fromCalendar(next, granularity))}
        minValue={toCalendar(minValue, granularity)}
        maxValue={toCalendar(maxValue, granularity)}
        granularity={granularity}
        hourCycle={24}
        hideTimeZone
        shouldForceLeadingZeros
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        isRequired={isRequired}
        name={name}
        defaultOpen={defaultOpen}
      >
        <FieldLabel>{label}</FieldLabel>
        <Frame>
          <Segments>{(segment) => <Segment segment={segment} />}</Segments>
          <IconButton aria-label="Open calendar">
            <CalendarIcon />
          </IconButton>
        </Frame>
        {description ? <HelpText slot="description">{description}</HelpText> : null}
        <FieldError>{errorMessage}</FieldError>
        <CalendarPopover>
          <Dialog aria-label="Choose a date">
            <Calendar>
              <CalendarHeader>
                <IconButton slot="previous" aria-label="Previous month">
                  <BackIcon />
                </IconButton>
                <Heading />
                <IconButton slot="next" aria-label="Next month">
                  <Forward>
                    <BackIcon />
                  </Forward>
                </IconButton>
              </CalendarHeader>
              <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </CalendarPopover>
      </Root>
    </I18nProvider>
  )
}
