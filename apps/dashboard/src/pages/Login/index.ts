// The route module: the route's `lazy` loads this file for /login only.
export { Login as Component } from './Login.tsx'
