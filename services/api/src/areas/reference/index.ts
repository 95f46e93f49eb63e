import { SEARCH_MIN_CHARACTERS, SEARCH_RESULT_COUNT, searchMessages } from '@vigil/domain'
import { problemResponses, validationProblem } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import type { AreaPlugin } from '../contract.ts'
import {
  FitmentCenterListSchema,
  RegionListSchema,
  SubscriptionPlanListSchema,
  VehicleTypeListSchema,
  VehicleTypeSearchQuery,
} from './schemas.ts'
import {
  fitmentCenterResource,
  listActiveRegions,
  listAvailableSubscriptionPlans,
  listFitmentCenters,
  searchVehicleTypes,
} from './store.ts'

const wholeList = <T>(items: T[]) => ({ items, totalCount: items.length, pageIndex: 0, pageSize: items.length })

/** Reference data the onboarding forms pick from: fitment centres, regions, plans and the vehicle catalogue. */
export const referenceArea: AreaPlugin = async (app) => {
  app.get(
    '/FitmentCenters',
    {
      config: { access: 'fitmentCenters.read' },
      schema: {
        operationId: 'getFitmentCenters',
        tags: ['Installation booking'],
        summary: 'Active fitment centres (in active regions), with their installation availability.',
        querystring: Type.Object(odataQuerystring(fitmentCenterResource)),
        response: { 200: ref(FitmentCenterListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(fitmentCenterResource, request.query)
      const { items, totalCount } = await listFitmentCenters(app.db, query)
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.get(
    '/Regions',
    {
      config: { access: 'fitmentCenters.read' },
      schema: {
        operationId: 'getRegions',
        tags: ['Installation booking'],
        summary: 'Active regions.',
        response: { 200: ref(RegionListSchema), ...problemResponses },
      },
    },
    async () => wholeList(await listActiveRegions(app.db)),
  )

  app.get(
    '/SubscriptionPlans',
    {
      config: { access: 'subscriptionPlans.read' },
      schema: {
        operationId: 'getSubscriptionPlans',
        tags: ['Subscriptions'],
        summary: 'Subscription plans that are available.',
        response: { 200: ref(SubscriptionPlanListSchema), ...problemResponses },
      },
    },
    async () => wholeList(await listAvailableSubscriptionPlans(app.db)),
  )

  app.get(
    '/VehicleTypes/Search',
    {
      config: { access: 'vehicleTypes.read' },
      schema: {
        operationId: 'searchVehicleTypes',
        tags: ['Vehicles'],
        summary: 'Vehicle types whose make and variant contain the phrase (case-insensitive).',
        querystring: VehicleTypeSearchQuery,
        response: { 200: ref(VehicleTypeListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const phrase = request.query.SearchPhrase.trim()
      if (phrase.length < SEARCH_MIN_CHARACTERS) throw validationProblem({ SearchPhrase: searchMessages.tooShort })
      const requested =
        request.query.ResultCount === undefined ? SEARCH_RESULT_COUNT : Number(request.query.ResultCount)
      if (!Number.isInteger(requested) || requested < 1)
        throw validationProblem({ ResultCount: searchMessages.resultCount })
      const items = await searchVehicleTypes(app.db, phrase, Math.min(requested, SEARCH_RESULT_COUNT))
      return { items, totalCount: items.length, pageIndex: 0, pageSize: Math.min(requested, SEARCH_RESULT_COUNT) }
    },
  )
}
