export { CompanyUserCard, type CompanyUserCardProps, type CompanyUserDetails } from './CompanyUserCard.tsx'
