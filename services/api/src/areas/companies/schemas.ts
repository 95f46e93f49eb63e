import {
  COMPANY_USER_ROLES,
  type Company,
  type CompanyMember,
  type CompanyUser,
  type CompanyUserLink,
  type CompanyUserRole,
  type CompanyVehicle,
  DEFAULT_COMPANY_USER_ROLE,
  type NewCompanyUser,
} from '@vigil/domain'
import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, FilledIn, oneOf } from '../contract.ts'
import { userDetails } from '../users/schemas.ts'

const CompanyUserRoleSchema = oneOf(COMPANY_USER_ROLES)

export const CompanyMemberSchema = declares<CompanyMember>()(
  Type.Object(
    { userId: Type.Integer(), firstName: Type.String(), lastName: Type.String(), role: CompanyUserRoleSchema },
    { $id: 'CompanyMember', title: 'CompanyMember' },
  ),
)

export const CompanyVehicleSchema = declares<CompanyVehicle>()(
  Type.Object(
    { id: Type.Integer(), registrationNumber: Type.String() },
    { $id: 'CompanyVehicle', title: 'CompanyVehicle' },
  ),
)

export const CompanySchema = declares<Company>()(
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      createdOnDateTime: Type.String({ format: 'date-time' }),
      companyUsers: Type.Array(ref(CompanyMemberSchema)),
      vehicles: Type.Array(ref(CompanyVehicleSchema)),
    },
    { $id: 'Company', title: 'Company' },
  ),
)

export const CompanyUserSchema = declares<CompanyUser>()(
  Type.Object(
    {
      id: Type.Integer({ description: "The user's id." }),
      ...userDetails,
      createdOnDateTime: Type.String({ format: 'date-time' }),
      tamperActive: Type.Boolean(),
      role: CompanyUserRoleSchema,
      companyId: Type.Integer(),
    },
    { $id: 'CompanyUser', title: 'CompanyUser' },
  ),
)

export const CompanyListSchema = listOf(ref(CompanySchema), 'CompanyList')
export const CompanyUserListSchema = listOf(ref(CompanyUserSchema), 'CompanyUserList')

export const NewCompanyUserSchema = declares<NewCompanyUser>()(
  Type.Object(
    {
      userId: Type.Integer(),
      role: Type.Optional(Type.String({ description: 'Company-Admin (default) or Account-Holder.' })),
    },
    { $id: 'NewCompanyUser', title: 'NewCompanyUser' },
  ),
)

export const NewCompanyBody = Type.Object(
  {
    Name: Type.String(),
    CompanyUsers: FilledIn(Type.Array(ref(NewCompanyUserSchema), { default: [] })),
    Vehicles: FilledIn(Type.Array(Type.Integer({ description: 'Vehicle id.' }), { default: [] })),
  },
  { $id: 'NewCompany', title: 'NewCompany' },
)

export const AddCompanyUserBody = Type.Object(
  {
    userId: Type.Integer(),
    companyId: Type.Integer(),
    // The document keeps the role a string; the domain struct refuses any but the company roles.
    role: FilledIn(Type.Unsafe<CompanyUserRole>(Type.String({ default: DEFAULT_COMPANY_USER_ROLE }))),
  },
  { $id: 'AddCompanyUser', title: 'AddCompanyUser' },
)

export const CompanyUserLinkSchema = declares<CompanyUserLink>()(
  Type.Object(
    { companyId: Type.Integer(), userId: Type.Integer(), role: Type.Optional(CompanyUserRoleSchema) },
    { $id: 'CompanyUserLink', title: 'CompanyUserLink' },
  ),
)

export const CompanyUserParams = Type.Object({
  id: IdText(),
  userId: IdText(),
})
