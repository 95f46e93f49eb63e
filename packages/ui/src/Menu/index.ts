export { Menu, type MenuOption, type MenuProps } from './Menu.tsx'
