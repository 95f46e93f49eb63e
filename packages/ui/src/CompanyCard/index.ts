export { CompanyCard, type CompanyCardProps, type CompanySummary } from './CompanyCard.tsx'
