/** A text literal inside an OData $filter: quotes doubled so typed text cannot end the literal. */
export const odataText = (text: string): string => `'${text.replaceAll("'", "''")}'`
