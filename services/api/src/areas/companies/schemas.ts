import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'

const CompanyUserRoleSchema = Type.Union([Type.Literal('Company-Admin'), Type.Literal('Account-Holder')])

export const CompanyMemberSchema = Type.Object(
  { userId: Type.Integer(), firstName: Type.String(), lastName: Type.String(), role: CompanyUserRoleSchema },
  { $id: 'CompanyMember', title: 'CompanyMember' },
)

export const CompanyVehicleSchema = Type.Object(
  { id: Type.Integer(), registrationNumber: Type.String() },
  { $id: 'CompanyVehicle', title: 'CompanyVehicle' },
)

export const CompanySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    createdOnDateTime: Type.String({ format: 'date-time' }),
    companyUsers: Type.Array(ref(CompanyMemberSchema)),
    vehicles: Type.Array(ref(CompanyVehicleSchema)),
  },
  { $id: 'Company', title: 'Company' },
)

export const CompanyUserSchema = Type.Object(
  {
    id: Type.Integer({ description: "The user's id." }),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneCode: Type.Integer(),
    phoneNumber: Type.String(),
    idNumber: Type.String(),
    createdOnDateTime: Type.String({ format: 'date-time' }),
    tamperActive: Type.Boolean(),
    role: CompanyUserRoleSchema,
    companyId: Type.Integer(),
  },
  { $id: 'CompanyUser', title: 'CompanyUser' },
)

export const CompanyListSchema = listOf(ref(CompanySchema), 'CompanyList')
export const CompanyUserListSchema = listOf(ref(CompanyUserSchema), 'CompanyUserList')

export const NewCompanyUserSchema = Type.Object(
  {
    userId: Type.Integer(),
    role: Type.Optional(Type.String({ description: 'Company-Admin (default) or Account-Holder.' })),
  },
  { $id: 'NewCompanyUser', title: 'NewCompanyUser' },
)

export const NewCompanyBody = Type.Object(
  {
    Name: Type.String(),
    CompanyUsers: Type.Optional(Type.Array(ref(NewCompanyUserSchema), { default: [] })),
    Vehicles: Type.Optional(Type.Array(Type.Integer({ description: 'Vehicle id.' }), { default: [] })),
  },
  { $id: 'NewCompany', title: 'NewCompany' },
)

export const AddCompanyUserBody = Type.Object(
  { userId: Type.Integer(), companyId: Type.Integer(), role: Type.Optional(Type.String({ default: 'Company-Admin' })) },
  { $id: 'AddCompanyUser', title: 'AddCompanyUser' },
)

export const CompanyUserLinkSchema = Type.Object(
  { companyId: Type.Integer(), userId: Type.Integer(), role: Type.Optional(CompanyUserRoleSchema) },
  { $id: 'CompanyUserLink', title: 'CompanyUserLink' },
)

export const CompanyUserParams = Type.Object({
  id: IdText(),
  userId: IdText(),
})
