import { Type } from 'typebox'

const CompanyUserRoleSchema = Type.Union([Type.Literal('Company-Admin'), Type.Literal('Account-Holder')])

export const CompanySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    createdOnDateTime: Type.String({ format: 'date-time' }),
    companyUsers: Type.Array(
      Type.Object({
        userId: Type.Integer(),
        firstName: Type.String(),
        lastName: Type.String(),
        role: CompanyUserRoleSchema,
      }),
    ),
    vehicles: Type.Array(Type.Object({ id: Type.Integer(), registrationNumber: Type.String() })),
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

export const NewCompanyBody = Type.Object(
  {
    Name: Type.String(),
    CompanyUsers: Type.Optional(
      Type.Array(
        Type.Object(
          {
            userId: Type.Integer(),
            role: Type.Optional(Type.String({ description: 'Company-Admin (default) or Account-Holder.' })),
          },
          { $id: 'NewCompanyUser', title: 'NewCompanyUser' },
        ),
        { default: [] },
      ),
    ),
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
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  userId: Type.String({ pattern: '^[0-9]{1,9}$' }),
})
