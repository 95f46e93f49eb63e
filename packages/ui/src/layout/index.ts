export { ContactFacts, type ContactFactsProps, FactList, TextLink } from './facts.tsx'
export { Card, Inline, Page, type PageProps, Stack, VisuallyHidden } from './layout.tsx'
export { RouterProvider } from './routing.ts'
