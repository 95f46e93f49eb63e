import { userListScope } from '@vigil/db/scope'
import {
  authMessages,
  contactDetailsStruct,
  maySendPasswordLink,
  newAccountHolderStruct,
  newAgentStruct,
  notFoundMessages,
  requestMessages,
  resendPasswordCreationLinkStruct,
  validationMessages,
} from '@vigil/domain'
import { forbidden, notFound, problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import { sendCreatePasswordLink, sendPasswordResetLink } from '../auth/password-links.ts'
import { findUserById, normaliseEmail, normalisePhoneNumber, storedPerson } from '../auth/users.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { driverRoutes } from './drivers.ts'
import {
  ContactDetailsBody,
  CreatedAnswer,
  IdParams,
  NewAccountHolderBody,
  NewAgentBody,
  PasswordCreationLinkSentSchema,
  ResendPasswordCreationLinkBody,
  RoleListSchema,
  UserListSchema,
  UserSchema,
} from './schemas.ts'
import {
  clientSearchCondition,
  findRoleByName,
  findUser,
  insertUser,
  listRoles,
  listUsers,
  updateUserContactDetails,
  userResource,
} from './store.ts'

const tags = ['Users']

/** Users, roles and drivers: agents, account holders and their contact details. */
export const usersArea: AreaPlugin = async (app) => {
  app.get(
    '/Roles',
    {
      config: { access: 'roles.read' },
      schema: { operationId: 'getRoles', tags, response: { 200: ref(RoleListSchema), ...problemResponses } },
    },
    async () => {
      const items = await listRoles(app.db)
      return { items, totalCount: items.length, pageIndex: 0, pageSize: items.length }
    },
  )

  app.get(
    '/Users',
    {
      config: { access: 'users.read' },
      schema: {
        operationId: 'getUsers',
        tags,
        summary: "Users the caller may see; a Company-Admin sees their companies' users.",
        querystring: Type.Object({
          ...odataQuerystring(userResource),
          search: Type.Optional(
            Type.String({
              maxLength: 100,
              description:
                "The clients list search: first name, last name, or any vehicle's make variant or registration contains it (any case).",
            }),
          ),
        }),
        response: { 200: ref(UserListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(userResource, request.query)
      const { items, totalCount } = await listUsers(
        app.db,
        query,
        userListScope(request),
        ...clientSearchCondition(request.query.search),
      )
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.post(
    '/Users',
    {
      config: { access: 'users.create', payload: bodyCheckedBy(NewAgentBody, newAgentStruct) },
      schema: {
        operationId: 'addAgent',
        tags,
        summary: 'Adds an agent (any role but Account-Holder) and emails them the create-password link.',
        body: ref(NewAgentBody),
        response: { 200: ref(CreatedAnswer), ...problemResponses },
      },
    },
    async (request) => {
      const caller = signedInUser(request)
      const body = request.body
      const role = await findRoleByName(app.db, body.RoleName)
      if (!role || role.name === 'Account-Holder') throw validationProblem({ RoleName: validationMessages.selectRole })
      if (role.name === 'Admin' && caller.role !== 'Admin') throw forbidden(requestMessages.onlyAdminsAddAdmins)
      const created = await insertUser(app.db, {
        roleId: role.id,
        firstName: body.FirstName.trim(),
        lastName: body.LastName.trim(),
        email: normaliseEmail(body.Email),
        phoneCode: body.phoneCode,
        phoneNumber: normalisePhoneNumber(body.PhoneNumber),
        createdByUserId: caller.id,
        createdOn: app.clock(),
      })
      if (!created) throw validationProblem({ Email: authMessages.emailTaken })
      await sendCreatePasswordLink(app, created.id)
      return created
    },
  )

  app.post(
    '/Users/AccountHolder',
    {
      config: { access: 'accountHolders.create', payload: bodyCheckedBy(NewAccountHolderBody, newAccountHolderStruct) },
      schema: {
        operationId: 'addAccountHolder',
        tags,
        summary: 'Onboards an account holder and emails them the create-password link.',
        body: ref(NewAccountHolderBody),
        response: { 200: ref(CreatedAnswer), ...problemResponses },
      },
    },
    async (request) => {
      const caller = signedInUser(request)
      const body = request.body
      const role = await findRoleByName(app.db, 'Account-Holder')
      const now = app.clock()
      const created = await insertUser(app.db, {
        roleId: role!.id,
        ...storedPerson(body),
        acceptedTermsAndConditionsAndPolicy: body.acceptedTermsAndConditionsAndPolicy,
        acceptedToAllowInformationToBeUsedToContact: body.acceptedToAllowInformationToBeUsedToContact,
        consentsAcceptedOn: now,
        createdByUserId: caller.id,
        createdOn: now,
      })
      if (!created) throw validationProblem({ Email: authMessages.emailTaken })
      await sendCreatePasswordLink(app, created.id)
      return created
    },
  )

  app.put(
    '/Users/:id',
    {
      config: { access: 'users.update', payload: bodyCheckedBy(ContactDetailsBody, contactDetailsStruct) },
      schema: {
        operationId: 'updateUser',
        tags,
        summary: "Changes an account holder's email address and cellphone number.",
        params: IdParams,
        body: ref(ContactDetailsBody),
        response: { 200: ref(UserSchema), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      const caller = signedInUser(request)
      const body = request.body
      const id = Number(request.params.id)
      const target = await findUser(app.db, id)
      if (!target) throw notFound(notFoundMessages.user)
      // Changing a staff member's email would let the editor take over their account by password reset.
      if (!target.roles.includes('Account-Holder') && caller.role !== 'Admin' && caller.id !== id) {
        throw forbidden(requestMessages.onlyAdminsEditStaff)
      }
      const updated = await updateUserContactDetails(app.db, id, {
        email: normaliseEmail(body.email),
        phoneCode: body.phoneCode,
        phoneNumber: normalisePhoneNumber(body.phoneNumber),
      })
      if (!updated) throw validationProblem({ email: authMessages.emailTaken })
      return (await findUser(app.db, id))!
    },
  )

  app.post(
    '/Users/ResendPasswordCreationLink',
    {
      config: {
        access: 'users.resendPasswordLink',
        payload: bodyCheckedBy(ResendPasswordCreationLinkBody, resendPasswordCreationLinkStruct),
      },
      schema: {
        operationId: 'resendPasswordCreationLink',
        tags,
        body: ref(ResendPasswordCreationLinkBody),
        response: {
          200: ref(PasswordCreationLinkSentSchema),
          404: Type.Ref('ProblemDetails'),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const caller = signedInUser(request)
      const { userId } = request.body
      const recipient = await findUserById(app.db, userId)
      if (!recipient) throw notFound(notFoundMessages.user)
      if (!maySendPasswordLink(caller.role, recipient.roleName)) throw forbidden()
      // A create-password link is for an account that never had a password; any other gets the reset email.
      if (recipient.user.passwordHash) await sendPasswordResetLink(app, recipient.user)
      else await sendCreatePasswordLink(app, userId)
      return { userId }
    },
  )

  await app.register(driverRoutes)
}
