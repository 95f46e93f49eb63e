import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { DownloadIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

const List = styled.ul`
  display: grid;
  gap: ${vars.space3};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StoreLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${vars.space3};
  min-height: 56px;
  padding: ${vars.space2} ${vars.space4};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorText};
  color: ${vars.colorTextInverse};
  text-decoration: none;
  outline: none;
  &[data-hovered] { background: #2a303a; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const Small = styled.span`
  display: block;
  font-size: ${vars.fontSizeXs};
`

const Store = styled.span`
  display: block;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.2;
`

export interface AppStoreLinksProps {
  appStoreUrl: string
  playStoreUrl: string
}

/** Where to get the Vigil mobile app: the App Store and Google Play. */
export function AppStoreLinks({ appStoreUrl, playStoreUrl }: AppStoreLinksProps) {
  const stores = [
    { name: 'App Store', prefix: 'Download on the', href: appStoreUrl },
    { name: 'Google Play', prefix: 'Get it on', href: playStoreUrl },
  ]
  return (
    <List aria-label="Get the mobile app">
      {stores.map((store) => (
        <li key={store.name}>
          <StoreLink href={store.href} target="_blank" rel="noopener noreferrer">
            <DownloadIcon size={24} />
            <span>
              <Small>{store.prefix}</Small>
              <Store>{store.name}</Store>
            </span>
          </StoreLink>
        </li>
      ))}
    </List>
  )
}
