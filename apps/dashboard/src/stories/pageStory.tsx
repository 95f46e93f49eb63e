// Page stories render the dashboard's real route table in memory at one address, with the API answered by MSW.
import { memoryStorage } from '@vigil/api-client'
import { configureAppClient, fakeHub, MemoryApp } from '@vigil/app-kit'
import { type RoleName, SESSION_STORAGE_KEY, serializeSession } from '@vigil/domain'
import { delay, HttpResponse, http, type RequestHandler } from 'msw'
import type { RouteObject } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { AgentLayout } from '../pages/AgentLayout/index.ts'
import { AreaPlaceholder } from '../pages/AreaPlaceholder/index.ts'
import { createRoutes } from '../routes.tsx'

export const API = '/api'

const emptyDesk = { items: [], totalCount: 0, pageIndex: 0, pageSize: 50 }

export interface PageStoryOptions {
  /** The address the story opens, e.g. '/login' or '/reset-password?token=abc'. */
  path: string
  /** Signed in with this role; signed out when absent. */
  role?: RoleName
  /** MSW handlers for the API calls the page makes. */
  handlers?: RequestHandler[]
  /** Whether the fake hub connects (the agent layout's live state). */
  hubConnects?: boolean
  /** Renders the agent layout around an empty page instead of the real page at `path` (the layout's own stories). */
  layoutOnly?: boolean
}

// An access token that expires far in the future, so the client never tries to refresh it in a story.
const TOKEN = `e30.${btoa(JSON.stringify({ exp: 4102444800 })).replace(/=+$/, '')}.signature`

/** Story annotations: the route table at `path`, the session in memory, and the handlers. */
export function pageStory({ path, role, handlers = [], hubConnects = true, layoutOnly = false }: PageStoryOptions) {
  const hub = fakeHub({ connects: hubConnects })
  const routes = layoutOnly ? layoutRoutes(createRoutes({ hub }), hub) : createRoutes({ hub })
  return {
    // Every agent screen watches the alarm desk (issue #21): an empty desk unless the story answers it.
    parameters: { msw: { handlers: [...handlers, http.get(`${API}/Alarms`, () => HttpResponse.json(emptyDesk))] } },
    beforeEach: () => {
      const entries: Record<string, string> = role
        ? {
            [SESSION_STORAGE_KEY]: serializeSession({
              accessToken: TOKEN,
              refreshToken: 'refresh',
              userId: 1,
              userRole: role,
            }),
          }
        : {}
      configureAppClient({ settings: { baseURL: API }, storage: memoryStorage(entries) })
    },
    // Each story its own SWR cache: a story's answers (a list, or a failure) never show in the next one.
    render: () => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryApp routes={routes} path={path} />
      </SWRConfig>
    ),
  }
}

/** The public routes as they are, and every agent and admin path showing the layout around an empty page. */
const layoutRoutes = (routes: RouteObject[], hub: PageStoryHub): RouteObject[] => [
  ...routes.filter((route) => route.index || route.path),
  {
    element: <AgentLayout hub={hub} />,
    children: [{ path: '*', element: <AreaPlaceholder area="Agent" heading="The page" /> }],
  },
]

type PageStoryHub = ReturnType<typeof fakeHub>

/** A call that never answers: the page stays in its submitting state. */
export const pending = (method: 'post' | 'get', url: string) =>
  http[method](`${API}${url}`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

/** An RFC 9457 validation answer with messages per field. */
export const problem = (status: number, errors: Record<string, string>, detail?: string) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: status === 400 ? 'One or more validation errors occurred.' : 'Error',
      status,
      detail: detail ?? Object.values(errors)[0],
      errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    },
    { status, headers: { 'content-type': 'application/problem+json' } },
  )
