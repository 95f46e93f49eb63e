export { type CompanyUser, CompanyUserCard, type CompanyUserCardProps } from './CompanyUserCard.tsx'
