import type { CompanyUserRole } from '../validation/payloads/companies.ts'
import type { Vehicle } from '../vehicles/types.ts'

/** A user as the Users calls return it; the clients list shows those with the role Account-Holder. */
export interface AccountHolder {
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number
  phoneNumber: string
  idNumber: string
  idNumberIsSouthAfrican: boolean
  createdOnDateTime: string
  tamperActive: boolean
  roles: string[]
  totalNumberOfVehiclesWithDevice: number
  totalNumberOfVehiclesWithoutDevice: number
}

/** A client card: the account holder with the vehicles shown under it. */
export interface ClientWithVehicles extends AccountHolder {
  vehicles: Vehicle[]
}

/** A user linked to a company, as the company's users list answers it. */
export interface CompanyUser {
  /** The user's id. */
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number
  phoneNumber: string
  idNumber: string
  createdOnDateTime: string
  tamperActive: boolean
  role: CompanyUserRole
  companyId: number
}

/** A company's user as the companies list names it. */
export interface CompanyMember {
  userId: number
  firstName: string
  lastName: string
  role: CompanyUserRole
}

/** A user's link to a company, as adding or removing it answers it (the role may be left out). */
export interface CompanyUserLink {
  companyId: number
  userId: number
  role?: CompanyUserRole
}

/** A company's vehicle as the companies list names it. */
export interface CompanyVehicle {
  id: number
  registrationNumber: string
}

export interface Company {
  id: number
  name: string
  createdOnDateTime: string
  companyUsers: CompanyMember[]
  vehicles: CompanyVehicle[]
}
