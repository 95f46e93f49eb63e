// The route module: react-router's `lazy` loads this file for /login only.
export { Login as Component } from './Login.tsx'
