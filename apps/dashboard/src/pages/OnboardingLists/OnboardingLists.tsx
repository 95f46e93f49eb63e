import { failureText, usePageTitle } from '@vigil/app-kit'
import { NO_INSTALLATIONS_SCHEDULED, type OnboardingList, vehiclesInOnboardingList } from '@vigil/domain'
import {
  Alert,
  EmptyState,
  OnboardingVehicleRow,
  OutstandingClientRow,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@vigil/ui'
import { useState } from 'react'
import { resendPaymentLink, useOnboardingVehicles, useOutstandingClients } from '../../data/onboarding.ts'

const HEADINGS: Record<OnboardingList, string> = {
  outstandingDetails: 'Outstanding details',
  bookingPending: 'Booking pending',
  scheduled: 'Scheduled',
}

/** /agent/onboarding/{outstanding-details|booking-pending|scheduled}: one list per sub-tab (spec §2). */
export function OnboardingLists({ list }: { list: OnboardingList }) {
  usePageTitle('Agent')
  return (
    <section aria-labelledby="onboarding-heading">
      <VisuallyHidden as="h1" id="onboarding-heading">
        {HEADINGS[list]}
      </VisuallyHidden>
      {list === 'outstandingDetails' ? <OutstandingDetails /> : <VehicleList list={list} />}
    </section>
  )
}

function OutstandingDetails() {
  const { data, isLoading } = useOutstandingClients()
  if (isLoading) return <Spinner label="Loading account holders" showLabel />
  const clients = data?.items ?? []
  if (clients.length === 0) return <EmptyState title="Every account holder has a vehicle" />
  return (
    <Stack $gap={3}>
      {clients.map((client) => (
        <OutstandingClientRow key={client.id} client={client} />
      ))}
    </Stack>
  )
}

function VehicleList({ list }: { list: 'bookingPending' | 'scheduled' }) {
  const status = list === 'scheduled' ? 'Scheduled' : 'Booking-Pending'
  const { data, isLoading, mutate } = useOnboardingVehicles(status)
  const [resending, setResending] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  if (isLoading) return <Spinner label="Loading vehicles" showLabel />
  const vehicles = vehiclesInOnboardingList(data?.items ?? [], list)
  if (vehicles.length === 0)
    return (
      <EmptyState title={list === 'scheduled' ? NO_INSTALLATIONS_SCHEDULED : 'No vehicles are waiting for a booking'} />
    )

  const resend = async (vehicleId: number, subscriptionId: number) => {
    setResending(vehicleId)
    setNotice(null)
    try {
      await resendPaymentLink(subscriptionId)
      setNotice({ tone: 'success', text: 'Payment link resent.' })
      await mutate()
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) })
    } finally {
      setResending(null)
    }
  }

  return (
    <Stack $gap={3}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {vehicles.map((vehicle) => (
        <OnboardingVehicleRow
          key={vehicle.id}
          vehicle={vehicle}
          resendingPayment={resending === vehicle.id}
          onResendPayment={() => vehicle.subscriptionId && resend(vehicle.id, vehicle.subscriptionId)}
        />
      ))}
    </Stack>
  )
}
