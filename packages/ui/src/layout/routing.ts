// Apps hand their router's navigate function to this provider so every link in the kit routes client-side.
export { RouterProvider } from 'react-aria-components'
