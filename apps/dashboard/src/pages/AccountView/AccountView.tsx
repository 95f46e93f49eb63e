import { usePageTitle } from '@vigil/app-kit'
import { addDriverRoute, successMessages, vehicleHistoryRoute } from '@vigil/domain'
import {
  AccountHolderCard,
  Alert,
  Button,
  DriverCard,
  EmptyState,
  Inline,
  notify,
  Spinner,
  Stack,
  SubscriptionSummary,
  VehicleDetailsCard,
  VisuallyHidden,
} from '@vigil/ui'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import {
  RESEND_LINK_MESSAGES,
  resendCreatePasswordLink,
  useAccountHolder,
  useHolderVehicles,
} from '../../data/accountView.ts'
import { ContactDetailsModal, type ContactPerson } from './ContactDetailsModal.tsx'

type Editing = { kind: 'holder' | 'driver'; person: ContactPerson } | null

/** /agent/clients/{clientId}/account/view: the holder, the resend link, and each vehicle's drivers, plan and details. */
export function AccountView() {
  usePageTitle('View Account')
  const clientId = Number(useParams().clientId)
  const holder = useAccountHolder(clientId)
  const vehicles = useHolderVehicles(clientId)
  const [editing, setEditing] = useState<Editing>(null)
  const [resending, setResending] = useState(false)
  const [resendNotice, setResendNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  const resend = async () => {
    setResending(true)
    setResendNotice(null)
    try {
      await resendCreatePasswordLink(clientId)
      setResendNotice({ tone: 'success', text: RESEND_LINK_MESSAGES.sent })
    } catch {
      setResendNotice({ tone: 'error', text: RESEND_LINK_MESSAGES.failed })
    } finally {
      setResending(false)
    }
  }

  if (holder.isLoading) return <Spinner label="Loading account" showLabel />
  if (!holder.data) return <EmptyState title="Account not found" />
  const person = holder.data

  return (
    <section aria-labelledby="account-heading">
      <VisuallyHidden as="h1" id="account-heading">
        Account of {person.firstName} {person.lastName}
      </VisuallyHidden>
      <Stack $gap={4}>
        <AccountHolderCard accountHolder={person} onEdit={() => setEditing({ kind: 'holder', person })} />
        <Inline $gap={3}>
          <Button variant="secondary" onPress={resend} isPending={resending} pendingLabel="Submitting">
            Resend Create Password Link
          </Button>
        </Inline>
        {resendNotice && <Alert tone={resendNotice.tone}>{resendNotice.text}</Alert>}
        {vehicles.isLoading && <Spinner label="Loading vehicles" showLabel />}
        {(vehicles.data?.items ?? []).map((vehicle) => (
          <VehicleSection key={vehicle.id} aria-label={`Vehicle ${vehicle.registrationNumber}`}>
            <Stack $gap={3}>
              {vehicle.drivers.map((driver) => (
                <DriverCard
                  key={driver.id}
                  driver={driver}
                  onEdit={() => setEditing({ kind: 'driver', person: driver })}
                />
              ))}
              <SubscriptionSummary
                plan={
                  vehicle.subscriptionPlanDisplayName
                    ? {
                        displayName: vehicle.subscriptionPlanDisplayName,
                        description: vehicle.subscriptionPlanDescription ?? '',
                      }
                    : null
                }
              />
            </Stack>
            <VehicleDetailsCard
              vehicle={vehicle}
              historyHref={vehicleHistoryRoute(clientId, vehicle.id)}
              addVehicleHref={addDriverRoute(clientId)}
            />
          </VehicleSection>
        ))}
      </Stack>
      {editing && (
        <ContactDetailsModal
          kind={editing.kind}
          person={editing.person}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            // Spec §7 reloads the page; fetching the holder and vehicles again shows the same and keeps the notice.
            await Promise.all([holder.mutate(), vehicles.mutate()])
            notify(successMessages.contactDetailsSaved(editing.kind))
            setEditing(null)
          }}
        />
      )}
    </section>
  )
}

// Drivers and plan beside the vehicle's details on a wide screen, one column on a phone.
const VehicleSection = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1rem;
  align-items: start;
`
