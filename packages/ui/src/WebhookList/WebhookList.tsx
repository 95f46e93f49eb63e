import {
  type CreatedWebhook,
  type FieldErrors,
  formatDateTime,
  notificationsPageTexts as texts,
  type Webhook,
} from '@vigil/domain'
import { type FormEvent, useEffect, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { Stack } from '../layout/index.ts'
import {
  SettingsItem,
  SettingsItemDetails,
  SettingsList,
  SettingsSection,
  SmallPrint,
} from '../SettingsSection/index.ts'
import { Switch } from '../Switch/index.ts'
import { TextField } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

export interface NewWebhookValues {
  url: string
  description: string
}

export interface WebhookListProps {
  webhooks: readonly Webhook[]
  /** The webhook just added, with its signing secret: shown this once. */
  created?: CreatedWebhook | null
  adding?: boolean
  /** The server's per-field messages for the add form ('url', 'description'). */
  errors?: FieldErrors
  onAdd: (values: NewWebhookValues) => void
  onToggle: (webhookId: number, enabled: boolean) => void
  onDelete: (webhookId: number) => void
}

/** A company's webhooks: each with its switch and delete, and the form that adds one (its secret shown once). */
export function WebhookList({
  webhooks,
  created = null,
  adding = false,
  errors = {},
  onAdd,
  onToggle,
  onDelete,
}: WebhookListProps) {
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  // Once added, the form is empty for the next one.
  useEffect(() => {
    if (!created) return
    setUrl('')
    setDescription('')
  }, [created])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onAdd({ url: url.trim(), description: description.trim() })
  }
  return (
    <SettingsSection title={texts.webhooks} explanation={texts.webhooksExplanation}>
      {webhooks.length === 0 ? (
        <SmallPrint>{texts.noWebhooks}</SmallPrint>
      ) : (
        <SettingsList aria-label={texts.webhooks}>
          {webhooks.map((hook) => (
            <SettingsItem key={hook.id}>
              <SettingsItemDetails>
                <Url>{hook.url}</Url>
                <SmallPrint>
                  {hook.description ? `${hook.description} · ` : ''}
                  {formatDateTime(hook.createdOn)}
                </SmallPrint>
              </SettingsItemDetails>
              <Switch
                isSelected={hook.enabled}
                onChange={(enabled) => onToggle(hook.id, enabled)}
                aria-label={`${texts.enabled}: ${hook.url}`}
              >
                {texts.enabled}
              </Switch>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => onDelete(hook.id)}
                aria-label={`${texts.deleteWebhook} ${hook.url}`}
              >
                {texts.deleteWebhook}
              </Button>
            </SettingsItem>
          ))}
        </SettingsList>
      )}
      {created ? (
        <Alert tone="success" title={texts.secretTitle}>
          <Secret aria-label={texts.secretTitle}>{created.secret}</Secret>
          <p>{texts.secretShownOnce}</p>
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={texts.addWebhook}>
        <Stack $gap={3}>
          <TextField
            label={texts.webhookUrl}
            name="url"
            type="url"
            description={texts.webhookUrlHelp}
            placeholder="https://control-room.example.com/vigil"
            value={url}
            onChange={setUrl}
            errorMessage={errors.url}
          />
          <TextField
            label={texts.webhookDescription}
            name="description"
            value={description}
            onChange={setDescription}
            errorMessage={errors.description}
          />
          {errors[''] ? <Alert tone="error">{errors['']}</Alert> : null}
          <div>
            <Button type="submit" isPending={adding} pendingLabel={texts.addingWebhook}>
              {texts.addWebhook}
            </Button>
          </div>
        </Stack>
      </form>
    </SettingsSection>
  )
}

const Url = styled.div`
  font-family: ${vars.fontFamilyMono};
`

const Secret = styled.code`
  display: block;
  overflow-wrap: anywhere;
  user-select: all;
`
