import type { ClientSortOption, CompanySortOption } from './options.ts'
import type { AccountHolder, Company } from './types.ts'

type Compare<T> = (a: T, b: T) => number

const collator = new Intl.Collator('en-ZA', { sensitivity: 'base' })

const byText =
  <T>(text: (item: T) => string): Compare<T> =>
  (a, b) =>
    collator.compare(text(a), text(b))

const byNumberDescending =
  <T>(value: (item: T) => number): Compare<T> =>
  (a, b) =>
    value(b) - value(a)

const timeOf = (iso: string | null | undefined): number => {
  const time = Date.parse(iso ?? '')
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

// Unreadable dates are oldest; -Infinity - -Infinity is NaN, so compare without subtracting.
const newestFirst =
  <T>(created: (item: T) => string | null | undefined): Compare<T> =>
  (a, b) => {
    const ta = timeOf(created(a))
    const tb = timeOf(created(b))
    return ta === tb ? 0 : ta > tb ? -1 : 1
  }

const chain =
  <T>(...compares: Compare<T>[]): Compare<T> =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b)
      if (result !== 0) return result
    }
    return 0
  }

const reversed =
  <T>(compare: Compare<T>): Compare<T> =>
  (a, b) =>
    compare(b, a)

type SortableClient = Pick<AccountHolder, 'id' | 'firstName' | 'lastName' | 'createdOnDateTime' | 'tamperActive'>

// The id breaks every tie so the order is total: the same clients always come out in the same order.
const clientLatest: Compare<SortableClient> = chain(
  newestFirst((client) => client.createdOnDateTime),
  byNumberDescending((client) => client.id),
)
const clientAToZ: Compare<SortableClient> = chain(
  byText((client) => client.firstName),
  byText((client) => client.lastName),
  (a, b) => a.id - b.id,
)

const CLIENT_COMPARES: Readonly<Record<ClientSortOption, Compare<SortableClient>>> = {
  Latest: clientLatest,
  'Active alerts': chain(
    byNumberDescending((client) => (client.tamperActive ? 1 : 0)),
    clientLatest,
  ),
  'A - Z': clientAToZ,
  'Z - A': reversed(clientAToZ),
}

/** Latest (newest first), Active alerts (tamper first, then newest), A - Z / Z - A by first name. */
export const sortClients = <C extends SortableClient>(clients: readonly C[], option: ClientSortOption): C[] =>
  [...clients].sort(CLIENT_COMPARES[option])

type SortableCompany = Pick<Company, 'id' | 'name'>

const companyAToZ: Compare<SortableCompany> = chain(
  byText((company) => company.name),
  (a, b) => a.id - b.id,
)

const COMPANY_COMPARES: Readonly<Record<CompanySortOption, Compare<SortableCompany>>> = {
  Latest: byNumberDescending((company) => company.id),
  'A - Z': companyAToZ,
  'Z - A': reversed(companyAToZ),
}

/** Companies carry no creation time, so Latest is by id, newest (highest) first; A - Z / Z - A by name. */
export const sortCompanies = <C extends SortableCompany>(companies: readonly C[], option: CompanySortOption): C[] =>
  [...companies].sort(COMPANY_COMPARES[option])
