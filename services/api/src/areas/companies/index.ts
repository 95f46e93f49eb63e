import { type Caller, userScope } from '@vigil/db/scope'
import {
  addCompanyUserStruct,
  type CompanyUserRole,
  DEFAULT_COMPANY_USER_ROLE,
  isCompanyUserRole,
  type NewCompanyPayload,
  newCompanyStruct,
  notFoundMessages,
  requestMessages,
  validationMessages,
} from '@vigil/domain'
import { notFound, problemResponses, validationProblem } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { CreatedAnswer, IdParams } from '../users/schemas.ts'
import {
  AddCompanyUserBody,
  CompanyListSchema,
  CompanyUserLinkSchema,
  CompanyUserListSchema,
  CompanyUserParams,
  NewCompanyBody,
} from './schemas.ts'
import {
  companyCondition,
  companyResource,
  companyUserResource,
  deleteCompany,
  deleteCompanyUser,
  existingUserIds,
  existingVehicleIds,
  findCompanySeenBy,
  insertCompany,
  listCompaniesSeenBy,
  listCompanyUsers,
  upsertCompanyUser,
} from './store.ts'

const tags = ['Companies']
const notFoundResponse = { 404: Type.Ref('ProblemDetails') }

/** The users a new company starts with: role Company-Admin unless given; unknown roles and ids are refused. */
function readMembers(items: NewCompanyPayload['CompanyUsers']): { userId: number; role: CompanyUserRole }[] {
  return items.map(({ userId, role = DEFAULT_COMPANY_USER_ROLE }) => {
    if (userId < 1) throw validationProblem({ CompanyUsers: validationMessages.selectUser })
    if (!isCompanyUserRole(role)) throw validationProblem({ CompanyUsers: validationMessages.selectRole })
    return { userId, role }
  })
}

/** Companies and their users: Company-Admins see and link within the companies they administer. */
export const companiesArea: AreaPlugin = async (app) => {
  const visibleCompany = async (caller: Caller, id: number) => {
    const company = await findCompanySeenBy(app.db, id, caller)
    if (!company) throw notFound(notFoundMessages.company)
    return company
  }

  app.get(
    '/Companies',
    {
      config: { access: 'companies.read' },
      schema: {
        operationId: 'getCompanies',
        tags,
        querystring: Type.Object(odataQuerystring(companyResource)),
        response: { 200: ref(CompanyListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(companyResource, request.query)
      const { items, totalCount } = await listCompaniesSeenBy(app.db, query, request)
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.get(
    '/Companies/:id/CompanyUsers',
    {
      config: { access: 'companyUsers.read' },
      schema: {
        operationId: 'getCompanyUsers',
        tags,
        params: IdParams,
        querystring: Type.Object(odataQuerystring(companyUserResource)),
        response: { 200: ref(CompanyUserListSchema), ...notFoundResponse, ...problemResponses },
      },
    },
    async (request) => {
      const company = await visibleCompany(request, Number(request.params.id))
      const query = readListQueryOrProblem(companyUserResource, request.query)
      const { items, totalCount } = await listCompanyUsers(app.db, query, companyCondition(company.id))
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.post(
    '/Companies',
    {
      config: { access: 'companies.create', payload: bodyCheckedBy(NewCompanyBody, newCompanyStruct) },
      schema: {
        operationId: 'addCompany',
        tags,
        summary: 'Adds a company (usually with no users and vehicles yet); answers its id.',
        body: ref(NewCompanyBody),
        response: { 200: ref(CreatedAnswer), ...notFoundResponse, ...problemResponses },
      },
    },
    async (request) => {
      const body = request.body
      const members = readMembers(body.CompanyUsers)
      const memberIds = members.map((member) => member.userId)
      if ((await existingUserIds(app.db, memberIds, undefined)).length !== new Set(memberIds).size) {
        throw validationProblem({ CompanyUsers: validationMessages.selectUser })
      }
      const vehicleIds = body.Vehicles
      if ((await existingVehicleIds(app.db, vehicleIds)).length !== new Set(vehicleIds).size) {
        throw notFound(notFoundMessages.vehicle)
      }
      return insertCompany(app.db, body.Name.trim(), members, vehicleIds, app.clock())
    },
  )

  app.post(
    '/Companies/:id/AddCompanyUser',
    {
      config: { access: 'companyUsers.add', payload: bodyCheckedBy(AddCompanyUserBody, addCompanyUserStruct) },
      schema: {
        operationId: 'addCompanyUser',
        tags,
        summary: 'Links a user to the company (or changes their role); a Company-Admin links only their own users.',
        params: IdParams,
        body: ref(AddCompanyUserBody),
        response: { 200: ref(CompanyUserLinkSchema), ...notFoundResponse, ...problemResponses },
      },
    },
    async (request) => {
      const body = request.body
      const company = await visibleCompany(request, Number(request.params.id))
      if (body.companyId !== company.id) throw validationProblem({ companyId: requestMessages.companyMismatch })
      // Linking widens what a Company-Admin sees, so they may only link users they can already see.
      const [userId] = await existingUserIds(app.db, [body.userId], userScope(request))
      if (userId === undefined) throw validationProblem({ userId: validationMessages.selectUser })
      return upsertCompanyUser(app.db, company.id, { userId, role: body.role }, app.clock())
    },
  )

  app.delete(
    '/Companies/:id',
    {
      config: { access: 'companies.delete' },
      schema: {
        operationId: 'deleteCompany',
        tags,
        params: IdParams,
        response: { 200: ref(CreatedAnswer), ...notFoundResponse, ...problemResponses },
      },
    },
    async (request) => {
      const deleted = await deleteCompany(app.db, Number(request.params.id))
      if (!deleted) throw notFound(notFoundMessages.company)
      return deleted
    },
  )

  app.delete(
    '/Companies/:id/CompanyUsers/:userId',
    {
      config: { access: 'companyUsers.remove' },
      schema: {
        operationId: 'removeCompanyUser',
        tags,
        params: CompanyUserParams,
        response: { 200: ref(CompanyUserLinkSchema), ...notFoundResponse, ...problemResponses },
      },
    },
    async (request) => {
      const removed = await deleteCompanyUser(app.db, Number(request.params.id), Number(request.params.userId))
      if (!removed) throw notFound(notFoundMessages.companyUser)
      return removed
    },
  )
}
