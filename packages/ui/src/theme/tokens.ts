// Design tokens as CSS custom properties, so the styling layer stays replaceable: components only ever read `vars`.

const palette = {
  'color-bg': '#f5f6f8',
  'color-surface': '#ffffff',
  'color-surface-raised': '#ffffff',
  'color-surface-sunken': '#eceef2',
  'color-border': '#c9ced6',
  'color-border-strong': '#6b7480',
  'color-text': '#14181f',
  'color-text-muted': '#4a5361',
  'color-text-inverse': '#ffffff',
  'color-primary': '#0b5cad',
  'color-primary-hover': '#084a8c',
  'color-primary-text': '#ffffff',
  'color-danger': '#b3261e',
  'color-danger-hover': '#8c1d17',
  'color-danger-surface': '#fdecea',
  'color-success': '#1b6e3a',
  'color-success-surface': '#e6f4ea',
  'color-warning': '#a65300',
  'color-warning-surface': '#fff3e0',
  'color-info-surface': '#e8f0fb',
  'color-locked': '#1b6e3a',
  'color-unlocked': '#a65300',
  'color-alert': '#b3261e',
  'color-focus': '#1a73e8',
  'color-overlay': 'rgba(20, 24, 31, 0.55)',
  'color-highlight': '#fff8d6',
} as const

const scale = {
  // The kit ships Inter and JetBrains Mono (theme/fonts.ts); the system fonts after them only draw while they load.
  'font-family': "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-family-mono': "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '1.5rem',
  'font-size-xxl': '2rem',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-bold': '700',
  'line-height': '1.5',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'space-7': '3rem',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '12px',
  'radius-pill': '999px',
  'elevation-1': '0 1px 2px rgba(20, 24, 31, 0.12), 0 1px 3px rgba(20, 24, 31, 0.08)',
  'elevation-2': '0 4px 12px rgba(20, 24, 31, 0.14)',
  'elevation-3': '0 12px 32px rgba(20, 24, 31, 0.22)',
  'breakpoint-mobile': '768px',
  'breakpoint-compact-card': '1030px',
  'header-height': '64px',
  'focus-ring': '0 0 0 2px var(--color-surface), 0 0 0 4px var(--color-focus)',
} as const

export const tokenValues = { ...palette, ...scale }
export type TokenName = keyof typeof tokenValues

/** `vars.colorPrimary` -> `var(--color-primary)`; the one way components read a token. */
export const vars = Object.fromEntries(
  Object.keys(tokenValues).map((name) => [
    name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    `var(--${name})`,
  ]),
) as { [K in TokenName as CamelCase<K>]: string }

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** The `:root` declarations for every token. */
export const tokenDeclarations = Object.entries(tokenValues)
  .map(([name, value]) => `--${name}: ${value};`)
  .join('\n')

/** Media query helpers: the spec's 768 px mobile breakpoint and the 1030 px compact device card. */
export const media = {
  mobile: '@media (max-width: 768px)',
  compactCard: '@media (max-width: 1029px)',
} as const

/** Desk widths, where the clients list is one compact row a holder (issue #28); a `matchMedia` query. */
export const DESK_WIDTH_QUERY = '(min-width: 1280px)'
