import { canSendPaymentLink, DEFAULT_SUBSCRIPTION_PLAN_ID, depositDueText, type PaymentValues } from '@vigil/domain'
import { type FormEvent, useId, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { Checkbox } from '../Checkbox/index.ts'
import { Card } from '../layout/index.ts'
import { Select } from '../Select/index.ts'
import { vars } from '../theme/index.ts'

export interface PlanOption {
  id: number
  displayName: string
  description: string
  available: boolean
  isOffline: boolean
}

export interface PaymentSummaryProps {
  plans: readonly PlanOption[]
  /** Sending the payment link. */
  submitting?: boolean
  /** The response's title or message when sending failed. */
  error?: string | null
  onSubmit?: (values: Required<PaymentValues>) => void
}

/** Onboarding payment: the deposit due, the plan, the three consents and 'Send payment link'. */
export function PaymentSummary({ plans, submitting = false, error = null, onSubmit }: PaymentSummaryProps) {
  const titleId = useId()
  const available = plans.filter((plan) => plan.available)
  const defaultPlan = available.find((plan) => plan.id === DEFAULT_SUBSCRIPTION_PLAN_ID) ?? available[0]
  const [values, setValues] = useState<Required<PaymentValues>>({
    subscriptionPlanId: defaultPlan?.id ?? null,
    acceptedTermsAndConditions: false,
    acceptedPaymentTerms: false,
    acceptedMarketing: false,
  })
  const plan = available.find((candidate) => candidate.id === Number(values.subscriptionPlanId))
  const set = (change: Partial<PaymentValues>) => setValues((current) => ({ ...current, ...change }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSendPaymentLink(values)) onSubmit?.(values)
  }

  return (
    <Root as="article" aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <Deposit>
          <DepositLabel id={titleId}>Deposit due</DepositLabel>
          <DepositAmount>{depositDueText()}</DepositAmount>
        </Deposit>
        <Select
          label="Subscription plan"
          options={available.map((candidate) => ({ id: String(candidate.id), label: candidate.displayName }))}
          selectedKey={values.subscriptionPlanId == null ? null : String(values.subscriptionPlanId)}
          onSelectionChange={(id) => set({ subscriptionPlanId: id === null ? null : Number(id) })}
          description={plan?.description}
          isRequired
        />
        <Consents>
          <Checkbox
            isSelected={values.acceptedTermsAndConditions}
            onChange={(acceptedTermsAndConditions) => set({ acceptedTermsAndConditions })}
          >
            The customer accepts the terms and conditions and the privacy policy
          </Checkbox>
          <Checkbox
            isSelected={values.acceptedPaymentTerms}
            onChange={(acceptedPaymentTerms) => set({ acceptedPaymentTerms })}
          >
            The customer agrees to pay the deposit and the monthly subscription
          </Checkbox>
          <Checkbox isSelected={values.acceptedMarketing} onChange={(acceptedMarketing) => set({ acceptedMarketing })}>
            The customer agrees to be contacted with information about Vigil
          </Checkbox>
        </Consents>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" isDisabled={!canSendPaymentLink(values)} isPending={submitting} pendingLabel="Submitting">
          Send payment link
        </Button>
      </form>
    </Root>
  )
}

const Root = styled(Card)`
  max-width: 40rem;
  form {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${vars.space4};
  }
  form > button {
    align-self: flex-start;
  }
`

const Deposit = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: ${vars.space3} ${vars.space4};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorInfoSurface};
`

const DepositLabel = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeMd};
  font-weight: ${vars.fontWeightMedium};
`

const DepositAmount = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeXxl};
  font-weight: ${vars.fontWeightBold};
`

const Consents = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
`
