export {
  type OutstandingClient,
  OutstandingClientRow,
  type OutstandingClientRowProps,
} from './OutstandingClientRow.tsx'
