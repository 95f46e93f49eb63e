import type { ReactNode } from 'react'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { MenuIcon } from '../icons/index.ts'
import { Menu, type MenuOption } from '../Menu/index.ts'
import { media, vars } from '../theme/index.ts'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${vars.space4};
  height: ${vars.headerHeight};
  padding: 0 ${vars.space5};
  background: ${vars.colorSurface};
  border-bottom: 1px solid ${vars.colorBorder};
  ${media.mobile} {
    padding: 0 ${vars.space3};
  }
`

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space2};
  color: ${vars.colorText};
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
  text-decoration: none;
  border-radius: ${vars.radiusSm};
  outline: none;
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const Nav = styled.nav`
  flex: 1;
  ${media.mobile} {
    display: none;
  }
`

const NavList = styled.ul`
  display: flex;
  gap: ${vars.space1};
  margin: 0;
  padding: 0;
  list-style: none;
`

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space3};
  border-radius: ${vars.radiusMd};
  color: ${vars.colorText};
  text-decoration: none;
  outline: none;
  &[data-hovered] { background: ${vars.colorSurfaceSunken}; }
  &[aria-current='page'] { color: ${vars.colorPrimary}; font-weight: ${vars.fontWeightBold}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const MenuSlot = styled.div`
  margin-left: auto;
`

export interface HeaderLink {
  id: string
  label: string
  href: string
}

export interface AppHeaderProps {
  /** Logo content; defaults to the product name. */
  logo?: ReactNode
  productName?: string
  /** Where the logo goes: the spec's '/agent'. */
  logoHref?: string
  /** Navigation links, hidden at 768 px and below (the menu carries them there). */
  links?: readonly HeaderLink[]
  currentLinkId?: string
  /** The role's menu entries (from the domain's role menus). */
  menuItems: readonly MenuOption[]
  onMenuAction?: (id: string) => void
  menuLabel?: string
}

/** The agent layout's header: logo, navigation links and the role menu. */
export function AppHeader({
  logo,
  productName = 'Vigil',
  logoHref = '/agent',
  links = [],
  currentLinkId,
  menuItems,
  onMenuAction,
  menuLabel = 'Menu',
}: AppHeaderProps) {
  return (
    <Bar>
      <Logo href={logoHref} aria-label={`${productName} home`}>
        {logo ?? productName}
      </Logo>
      {links.length > 0 ? (
        <Nav aria-label="Main">
          <NavList>
            {links.map((link) => (
              <li key={link.id}>
                <NavLink href={link.href} aria-current={link.id === currentLinkId ? 'page' : undefined}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </NavList>
        </Nav>
      ) : null}
      <MenuSlot>
        <Menu label={menuLabel} items={menuItems} onAction={onMenuAction} trigger={<MenuIcon size={24} />} />
      </MenuSlot>
    </Bar>
  )
}
