export { type Client, ClientCard, type ClientCardProps } from './ClientCard.tsx'
