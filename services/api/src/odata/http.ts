import { invalidFields } from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { isODataError } from './errors.ts'
import { type ListQuery, type ODataQuery, readListQuery } from './query-options.ts'
import type { ODataResource } from './resource.ts'

const whole = (description: string) => Type.Optional(Type.Union([Type.Integer(), Type.String()], { description }))

/** The querystring of a list route, documenting which fields the resource whitelists. */
export const odataQuerystring = (resource: ODataResource) => {
  const names = Object.keys(resource.fields)
  const filterable = names.filter((name) => resource.fields[name]?.filterable !== false)
  const sortable = names.filter((name) => resource.fields[name]?.sortable !== false)
  return {
    $filter: Type.Optional(
      Type.String({
        description: `OData filter: eq ne gt ge lt le, and or not, ( ), contains/startswith/endswith (case-insensitive), tolower/toupper. Fields (any casing): ${filterable.join(', ')}.`,
      }),
    ),
    $orderby: Type.Optional(Type.String({ description: `field [asc|desc], ... Fields: ${sortable.join(', ')}.` })),
    $pagesize: whole(`Items per page, default ${resource.defaultPageSize}, at most ${resource.maxPageSize}.`),
    $pageindex: whole('0-based page number.'),
  }
}

/** The answer of every list route. */
export const listOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    { items: Type.Array(item), totalCount: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() },
    { $id: title, title },
  )

/**
 * Reads the OData options, turning a parse error into a refusal of the option's value naming the token (the areas
 * answer it as a 400 keyed by the option).
 */
export const readListQueryOrProblem = (resource: ODataResource, query: ODataQuery): ListQuery => {
  try {
    return readListQuery(resource, query)
  } catch (error) {
    if (isODataError(error)) throw invalidFields({ [error.option]: error.message })
    throw error
  }
}
