import { useId } from 'react'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { Card, FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface VehicleDetails {
  registrationNumber: string
  make: string
  model: string
  registrationYear: string | number | null
  vehicleColour: string | null
  vinNumber?: string | null
  engineNumber?: string | null
}

export interface VehicleDetailsCardProps {
  vehicle: VehicleDetails
  /** /agent/clients/{userId}/vehicle/{id}/history */
  historyHref: string
  /** The add-driver step that starts adding another vehicle. */
  addVehicleHref: string
}

/** View account: one vehicle's registration details, titled by its registration number. */
export function VehicleDetailsCard({ vehicle, historyHref, addVehicleHref }: VehicleDetailsCardProps) {
  const titleId = useId()
  const facts: [string, string][] = [
    ['Make and model', `${vehicle.make} ${vehicle.model}`.trim()],
    ['Year', vehicle.registrationYear == null ? 'N/A' : String(vehicle.registrationYear)],
    ['Colour', vehicle.vehicleColour || 'N/A'],
  ]
  if (vehicle.vinNumber) facts.push(['VIN', vehicle.vinNumber])
  if (vehicle.engineNumber) facts.push(['Engine number', vehicle.engineNumber])

  return (
    <Details aria-labelledby={titleId}>
      <Title id={titleId}>{vehicle.registrationNumber}</Title>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <Links>
        <TextLink href={historyHref}>Vehicle history</TextLink>
        <TextLink href={addVehicleHref}>Add vehicle</TextLink>
      </Links>
    </Details>
  )
}

const Details = styled(Card).attrs({ as: 'article' })``

const Title = styled.h3`
  margin: 0 0 ${vars.space3};
  font-size: ${vars.fontSizeLg};
  font-family: ${vars.fontFamilyMono};
  letter-spacing: 0.04em;
`

const Facts = styled(FactList).attrs({ $min: '10rem', $labelSize: 'sm' } as const)`
  margin: 0 0 ${vars.space4};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space4};
`

const TextLink = styled(Link)`
  color: ${vars.colorPrimary};
  font-weight: ${vars.fontWeightMedium};
  text-decoration: underline;
  border-radius: ${vars.radiusSm};
  &[data-hovered] {
    color: ${vars.colorPrimaryHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`
