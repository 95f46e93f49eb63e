import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'

// Request and answer shapes for the OpenAPI document; the field rules and their messages are the domain's structs.

export const RoleSchema = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Role', title: 'Role' })

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneCode: Type.Integer(),
    phoneNumber: Type.String(),
    idNumber: Type.String(),
    idNumberIsSouthAfrican: Type.Boolean(),
    createdOnDateTime: Type.String({ format: 'date-time' }),
    tamperActive: Type.Boolean(),
    roles: Type.Array(Type.String(), { description: 'Role names (a user has one).' }),
    totalNumberOfVehiclesWithDevice: Type.Integer(),
    totalNumberOfVehiclesWithoutDevice: Type.Integer(),
  },
  { $id: 'User', title: 'User' },
)

export const RoleListSchema = listOf(ref(RoleSchema), 'RoleList')

export const UserListSchema = listOf(ref(UserSchema), 'UserList')

export const DriverSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    idNumber: Type.String(),
    idNumberIsSouthAfrican: Type.Boolean(),
    phoneCode: Type.Integer(),
    phoneNumber: Type.String(),
    vehicleId: Type.Integer(),
  },
  { $id: 'Driver', title: 'Driver' },
)

export const CreatedAnswer = Type.Object({ id: Type.Integer() }, { $id: 'Created', title: 'Created' })

export const IdParams = Type.Object({ id: IdText() })

export const NewAgentBody = Type.Object(
  {
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Type.String(),
    phoneCode: Type.Optional(Type.Integer({ default: 27 })),
    PhoneNumber: Type.String(),
    RoleName: Type.String(),
  },
  { $id: 'NewAgent', title: 'NewAgent' },
)

const person = {
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  IdNumber: Type.String(),
  IdNumberIsSouthAfrican: Type.Optional(Type.Boolean({ default: true })),
  PhoneCode: Type.Optional(Type.Integer({ default: 27 })),
  PhoneNumber: Type.String(),
  acceptedTermsAndConditionsAndPolicy: Type.Optional(Type.Boolean({ default: true })),
  acceptedToAllowInformationToBeUsedToContact: Type.Optional(Type.Boolean({ default: true })),
}

export const NewAccountHolderBody = Type.Object(person, { $id: 'NewAccountHolder', title: 'NewAccountHolder' })

export const NewDriverBody = Type.Object(
  { ...person, vehicleId: Type.Integer() },
  { $id: 'NewDriver', title: 'NewDriver' },
)

export const ContactDetailsBody = Type.Object(
  { email: Type.String(), phoneCode: Type.Optional(Type.Integer({ default: 27 })), phoneNumber: Type.String() },
  { $id: 'ContactDetails', title: 'ContactDetails' },
)

export const ResendPasswordCreationLinkBody = Type.Object(
  { userId: Type.Integer() },
  { $id: 'ResendPasswordCreationLink', title: 'ResendPasswordCreationLink' },
)

export const PasswordCreationLinkSentSchema = Type.Object(
  { userId: Type.Integer() },
  { $id: 'PasswordCreationLinkSent', title: 'PasswordCreationLinkSent' },
)
