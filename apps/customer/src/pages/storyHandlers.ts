import { HttpResponse, http } from 'msw'

/** The settings every page story loads first (no bot challenge: no site key). */
export const settingsHandler = http.get('/appsettings.json', () =>
  HttpResponse.json({
    baseURL: '/api',
    intercomAppId: '',
    turnstileSiteKey: '',
    googleMapsApiKey: '',
    tempProtectedRoutesKey: '',
    burnInURL: '',
  }),
)

/** A problem-details answer as the API sends it. */
export const problem = (status: number, errors: Record<string, string[]>, headers: Record<string, string> = {}) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: status === 429 ? 'Too Many Requests' : 'One or more validation errors occurred.',
      status,
      detail: Object.values(errors)[0]?.[0],
      errors,
    },
    { status, headers },
  )
