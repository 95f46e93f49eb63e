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
  tamperActive: boolean | null
  roles: string[]
  totalNumberOfVehiclesWithDevice: number
  totalNumberOfVehiclesWithoutDevice: number
}

/** A client card: the account holder with the vehicles shown under it. */
export interface ClientWithVehicles extends AccountHolder {
  vehicles: Vehicle[]
}

export interface CompanyUser {
  id: number
  firstName: string
  lastName: string
  email: string
  phoneCode: number
  phoneNumber: string
  idNumber: string
  createdOnDateTime: string
  tamperActive: boolean | null
}

export interface Company {
  id: number
  name: string
  companyUsers: CompanyUser[]
  vehicles: Vehicle[]
}
