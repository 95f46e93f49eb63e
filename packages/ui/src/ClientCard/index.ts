export { type Client, ClientActions, ClientCard, type ClientCardProps, Vehicles } from './ClientCard.tsx'
