export { compileFilter, compileOrderBy, escapeLikePattern } from './compile.ts'
export { isODataError, ODataError, type ODataOption } from './errors.ts'
export { type FilterExpression, parseFilter } from './filter-parser.ts'
export { formatFilter } from './format.ts'
export { listOf, odataQuerystring, readListQueryOrProblem } from './http.ts'
export { type OrderByItem, parseOrderBy } from './orderby-parser.ts'
export { type ListCondition, pagedList, pageLimit, pageOffset, valueCondition } from './paged-list.ts'
export { type ListQuery, type ODataQuery, readListQuery } from './query-options.ts'
export {
  defineODataResource,
  type ODataField,
  type ODataFieldType,
  type ODataResource,
  standardPageSize,
} from './resource.ts'
