import {
  type AccountHolder,
  type Created,
  DEFAULT_PHONE_CODE,
  type Driver,
  type PasswordCreationLinkSent,
  type Role,
} from '@vigil/domain'
import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, FilledIn } from '../contract.ts'

// Request and answer shapes for the OpenAPI document; the field rules and their messages are the domain's structs,
// each checked against its body where the route names both.

export const RoleSchema = declares<Role>()(
  Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Role', title: 'Role' }),
)

/** A user's name and contact details as the user and company user answers show them. */
export const userDetails = {
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneCode: Type.Integer(),
  phoneNumber: Type.String(),
  idNumber: Type.String(),
}

/** The domain names a user its AccountHolder: the clients list shows the users with that role. */
export const UserSchema = declares<AccountHolder>()(
  Type.Object(
    {
      id: Type.Integer(),
      ...userDetails,
      idNumberIsSouthAfrican: Type.Boolean(),
      createdOnDateTime: Type.String({ format: 'date-time' }),
      tamperActive: Type.Boolean(),
      roles: Type.Array(Type.String(), { description: 'Role names (a user has one).' }),
      totalNumberOfVehiclesWithDevice: Type.Integer(),
      totalNumberOfVehiclesWithoutDevice: Type.Integer(),
    },
    { $id: 'User', title: 'User' },
  ),
)

export const RoleListSchema = listOf(ref(RoleSchema), 'RoleList')

export const UserListSchema = listOf(ref(UserSchema), 'UserList')

export const DriverSchema = declares<Driver>()(
  Type.Object(
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
  ),
)

export const CreatedAnswer = declares<Created>()(
  Type.Object({ id: Type.Integer() }, { $id: 'Created', title: 'Created' }),
)

export const IdParams = Type.Object({ id: IdText() })

export const NewAgentBody = Type.Object(
  {
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Type.String(),
    phoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })),
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
  IdNumberIsSouthAfrican: FilledIn(Type.Boolean({ default: true })),
  PhoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })),
  PhoneNumber: Type.String(),
  acceptedTermsAndConditionsAndPolicy: FilledIn(Type.Boolean({ default: true })),
  acceptedToAllowInformationToBeUsedToContact: FilledIn(Type.Boolean({ default: true })),
}

export const NewAccountHolderBody = Type.Object(person, { $id: 'NewAccountHolder', title: 'NewAccountHolder' })

export const NewDriverBody = Type.Object(
  { ...person, vehicleId: Type.Integer() },
  { $id: 'NewDriver', title: 'NewDriver' },
)

export const ContactDetailsBody = Type.Object(
  {
    email: Type.String(),
    phoneCode: FilledIn(Type.Integer({ default: DEFAULT_PHONE_CODE })),
    phoneNumber: Type.String(),
  },
  { $id: 'ContactDetails', title: 'ContactDetails' },
)

export const ResendPasswordCreationLinkBody = Type.Object(
  { userId: Type.Integer() },
  { $id: 'ResendPasswordCreationLink', title: 'ResendPasswordCreationLink' },
)

export const PasswordCreationLinkSentSchema = declares<PasswordCreationLinkSent>()(
  Type.Object({ userId: Type.Integer() }, { $id: 'PasswordCreationLinkSent', title: 'PasswordCreationLinkSent' }),
)
