// What every benchmark reads from its environment.

/** A number from the environment (BENCH_SECONDS, BENCH_DEVICES, ...), or `fallback` when it is not set. */
export const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** The PostgreSQL server the benchmarks create their databases on. */
export const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
