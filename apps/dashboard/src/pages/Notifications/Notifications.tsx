import { usePageTitle, useSession } from '@vigil/app-kit'
import {
  type CreatedWebhook,
  type FieldErrors,
  type NotificationPreferences,
  type PushState,
  roleCan,
  notificationsPageTexts as texts,
} from '@vigil/domain'
import {
  Alert,
  DeadLetterList,
  EscalationSettings,
  NotificationSettings,
  PushPermission,
  Select,
  Spinner,
  Stack,
  WebhookList,
} from '@vigil/ui'
import { useEffect, useState } from 'react'
import {
  addWebhook,
  removeWebhook,
  replayDeadLetter,
  saveCompanyEscalation,
  saveMyNotificationPreferences,
  switchWebhook,
  useCompanyEscalation,
  useCompanyWebhooks,
  useDeadLetters,
  useManagedCompanies,
  useMyNotificationPreferences,
} from '../../data/notifications.ts'
import { currentPushState, subscribeToAlarmPush } from '../../data/push.ts'

type Outcome = 'saved' | 'failed' | null

/** The signed-in person's channels and quiet hours. */
function MySettings() {
  const { data, error, mutate } = useMyNotificationPreferences()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  if (error) return <Alert tone="error">{texts.loadFailed}</Alert>
  if (!data) return <Spinner />
  const save = async (preferences: NotificationPreferences) => {
    setBusy(true)
    const result = await saveMyNotificationPreferences(preferences, texts.saveFailed)
    setBusy(false)
    setErrors(result.ok ? {} : result.errors)
    setOutcome(result.ok ? 'saved' : 'failed')
    if (result.ok) await mutate(result.value, { revalidate: false })
  }
  return <NotificationSettings preferences={data} busy={busy} errors={errors} outcome={outcome} onSave={save} />
}

/** Web push in this browser, through the dashboard's service worker. */
function BrowserPush() {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    void currentPushState().then(setState, () => setState('unsupported'))
  }, [])
  if (!state) return null
  const turnOn = async () => {
    setBusy(true)
    try {
      const outcome = await subscribeToAlarmPush()
      setState(outcome === 'subscribed' ? 'on' : outcome)
    } catch {
      setState('failed')
    } finally {
      setBusy(false)
    }
  }
  return <PushPermission state={state} busy={busy} onTurnOn={() => void turnOn()} />
}

function CompanyEscalation({ companyId }: { companyId: number }) {
  const { data, mutate } = useCompanyEscalation(companyId)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>(null)
  if (!data) return <Spinner />
  const save = async (minutes: number) => {
    setBusy(true)
    const result = await saveCompanyEscalation(companyId, minutes, texts.saveFailed)
    setBusy(false)
    setError(result.ok ? undefined : result.errors.minutes)
    setOutcome(result.ok ? 'saved' : 'failed')
    if (result.ok) await mutate(result.value, { revalidate: false })
  }
  return (
    <EscalationSettings
      key={companyId}
      minutes={data.minutes}
      busy={busy}
      error={error}
      outcome={outcome}
      onSave={save}
    />
  )
}

function CompanyWebhooks({ companyId }: { companyId: number }) {
  const { data, mutate } = useCompanyWebhooks(companyId)
  const [adding, setAdding] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [created, setCreated] = useState<CreatedWebhook | null>(null)
  if (!data) return <Spinner />
  const add = async (values: { url: string; description: string }) => {
    setAdding(true)
    const result = await addWebhook(companyId, values, texts.saveFailed)
    setAdding(false)
    setErrors(result.ok ? {} : result.errors)
    setCreated(result.ok ? result.value : null)
    await mutate()
  }
  return (
    <WebhookList
      key={companyId}
      webhooks={data.items}
      created={created}
      adding={adding}
      errors={errors}
      onAdd={(values) => void add(values)}
      onToggle={(id, enabled) => void switchWebhook(id, enabled).finally(() => mutate())}
      onDelete={(id) => void removeWebhook(id).finally(() => mutate())}
    />
  )
}

function DeadLetters() {
  const { data, mutate } = useDeadLetters()
  const [replayingId, setReplayingId] = useState<number | null>(null)
  const [replayedIds, setReplayedIds] = useState<number[]>([])
  const [error, setError] = useState<string | null>(null)
  if (!data) return <Spinner />
  const replay = async (id: number) => {
    setReplayingId(id)
    setError(null)
    try {
      await replayDeadLetter(id)
      setReplayedIds((ids) => [...ids, id])
    } catch {
      setError(texts.saveFailed)
      await mutate()
    } finally {
      setReplayingId(null)
    }
  }
  return (
    <DeadLetterList
      letters={data.items}
      replayingId={replayingId}
      replayedIds={replayedIds}
      error={error}
      onReplay={(id) => void replay(id)}
    />
  )
}

/** The escalation and webhooks of one company the caller manages (chosen when they manage several). */
function CompanySettings() {
  const { data } = useManagedCompanies()
  const companies = data?.items ?? []
  const [chosen, setChosen] = useState<number | null>(null)
  const companyId = chosen ?? companies[0]?.id ?? null
  if (!data) return <Spinner />
  if (companyId === null) return <DeadLetters />
  return (
    <>
      <Select
        label={texts.company}
        options={companies.map((company) => ({ id: String(company.id), label: company.name }))}
        selectedKey={String(companyId)}
        onSelectionChange={(id) => setChosen(id === null ? null : Number(id))}
      />
      <CompanyEscalation companyId={companyId} />
      <CompanyWebhooks companyId={companyId} />
      <DeadLetters />
    </>
  )
}

/** /agent/notifications (issue #30, not in the spec): my channels and quiet hours, web push, and per company escalation and webhooks. */
export function Notifications() {
  usePageTitle(texts.title)
  const { session } = useSession()
  return (
    <Stack $gap={4}>
      <MySettings />
      <BrowserPush />
      {roleCan(session?.userRole, 'notifications.manage') ? <CompanySettings /> : null}
    </Stack>
  )
}
