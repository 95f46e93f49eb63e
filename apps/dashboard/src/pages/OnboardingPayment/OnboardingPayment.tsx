import { failureText } from '@vigil/app-kit'
import { ROUTES } from '@vigil/domain'
import { Alert, EmptyState, LinkButton, PaymentSummary, Spinner, Stack } from '@vigil/ui'
import { useState } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { sendPaymentLink, useOnboardingVehicle, useSubscriptionPlans } from '../../data/onboarding.ts'
import { justCreatedVehicleId } from '../OnboardingInstallation/OnboardingInstallation.tsx'
import { StepFrame } from '../OnboardingSteps/StepFrame.tsx'

/** /agent/onboarding/client/{clientId}/payment: plan, consents, and the deposit link emailed to the customer. */
export function OnboardingPayment() {
  const clientId = Number(useParams().clientId)
  const { state } = useLocation()
  const { vehicle, loading } = useOnboardingVehicle(clientId, justCreatedVehicleId(state))
  const plans = useSubscriptionPlans()
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (loading || plans.isLoading) return <Spinner label="Loading the subscription plans" showLabel />
  if (!vehicle)
    return (
      <StepFrame area="Payment" step="Payment" heading="Payment">
        <EmptyState title="Vehicle not found" description="Open the payment from the onboarding lists." />
      </StepFrame>
    )
  const available = plans.data?.items ?? []

  return (
    <StepFrame area="Payment" step="Payment" heading="Payment">
      <p>
        {vehicle.userFirstName} {vehicle.userLastName}: {vehicle.make} {vehicle.model} ({vehicle.registrationNumber})
      </p>
      {sentTo ? (
        <Stack $gap={4}>
          <Alert tone="success" title="Payment link sent">
            The deposit link was emailed to {sentTo}. The vehicle stays on the Scheduled list until the installation.
          </Alert>
          <LinkButton href={ROUTES.scheduled}>Go to Scheduled</LinkButton>
        </Stack>
      ) : (
        <PaymentSummary
          plans={available}
          submitting={submitting}
          error={error}
          onSubmit={async (values) => {
            const plan = available.find((candidate) => candidate.id === Number(values.subscriptionPlanId))
            setSubmitting(true)
            setError(null)
            try {
              await sendPaymentLink(vehicle.id, Number(values.subscriptionPlanId), plan?.isOffline ?? false)
              setSentTo(vehicle.userEmail)
            } catch (failure) {
              // Spec §8: payment errors show the response's title or message.
              setError(failureText(failure, undefined, { withTitle: true }))
            } finally {
              setSubmitting(false)
            }
          }}
        />
      )}
    </StepFrame>
  )
}
