import { listQueryMessages } from '@vigil/domain'

/** Which query option a problem was found in; the route layer uses it as the problem-details field key. */
export type ODataOption = '$filter' | '$orderby' | '$pagesize' | '$pageindex'

/** The only error the OData layer throws: it names the offending token and its 0-based position in the option. */
export class ODataError extends Error {
  readonly option: ODataOption
  readonly token: string
  readonly position: number

  constructor(option: ODataOption, problem: string, token: string, position: number) {
    const shown =
      token === '' ? listQueryMessages.endOfInput : `'${token.length > 40 ? `${token.slice(0, 40)}…` : token}'`
    super(listQueryMessages.at(problem, shown, position, option))
    this.name = 'ODataError'
    this.option = option
    this.token = token
    this.position = position
  }
}

export const isODataError = (error: unknown): error is ODataError => error instanceof ODataError
