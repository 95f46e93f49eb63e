// A hand-written Prometheus text exposition: a handful of counters, gauges and histograms do not need prom-client.
type Labels = Record<string, string>

const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${value.replace(/["\\\n]/g, '\\$&')}"`)
  return pairs.length ? `{${pairs.join(',')}}` : ''
}

export interface Metric {
  expose(): string
}

export class Counter implements Metric {
  private readonly values = new Map<string, number>()
  readonly name: string
  readonly help: string
  constructor(name: string, help: string) {
    this.name = name
    this.help = help
  }
  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels)
    this.values.set(key, (this.values.get(key) ?? 0) + by)
  }
  expose(): string {
    const lines = [...this.values].map(([labels, value]) => `${this.name}${labels} ${value}`)
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`, ...lines].join('\n')
  }
}

/** A value read at scrape time (connections, backlog, totals kept elsewhere). */
export class Sampled implements Metric {
  readonly name: string
  readonly help: string
  readonly type: 'gauge' | 'counter'
  private readonly read: () => number
  constructor(name: string, help: string, type: 'gauge' | 'counter', read: () => number) {
    this.name = name
    this.help = help
    this.type = type
    this.read = read
  }
  expose(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`, `${this.name} ${this.read()}`].join(
      '\n',
    )
  }
}

export class Histogram implements Metric {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>()
  readonly name: string
  readonly help: string
  readonly buckets: readonly number[]
  constructor(name: string, help: string, buckets: readonly number[]) {
    this.name = name
    this.help = help
    this.buckets = buckets
  }
  observe(value: number, labels: Labels = {}): void {
    const key = labelText(labels)
    let entry = this.series.get(key)
    if (!entry) {
      entry = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }
      this.series.set(key, entry)
    }
    for (const [index, bound] of this.buckets.entries()) if (value <= bound) entry.counts[index]!++
    entry.sum += value
    entry.count++
  }
  expose(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`]
    for (const [key, entry] of this.series) {
      const inner = key.slice(1, -1)
      const withLe = (le: string) => `{${inner ? `${inner},` : ''}le="${le}"}`
      for (const [index, bound] of this.buckets.entries()) {
        lines.push(`${this.name}_bucket${withLe(String(bound))} ${entry.counts[index]}`)
      }
      lines.push(`${this.name}_bucket${withLe('+Inf')} ${entry.count}`)
      lines.push(`${this.name}_sum${key} ${entry.sum}`, `${this.name}_count${key} ${entry.count}`)
    }
    return lines.join('\n')
  }
}

export const expose = (metrics: readonly Metric[]): string => `${metrics.map((metric) => metric.expose()).join('\n')}\n`
