export { CompanyView } from './CompanyView.tsx'
