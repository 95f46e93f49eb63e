import type { Backplane, DeliverFrame } from './backplane.ts'

/** Nodes that share one process (tests, or several hubs in one server). */
export class MemoryBus {
  readonly nodes = new Set<DeliverFrame>()
}

/** The default backplane: a single node needs no fan-out; pass a shared bus to connect hubs in one process. */
export const createMemoryBackplane = (bus: MemoryBus = new MemoryBus()): Backplane => {
  let own: DeliverFrame | null = null
  return {
    start: async (deliver) => {
      own = deliver
      bus.nodes.add(deliver)
    },
    publish: async (vehicleId, frame) => {
      for (const node of bus.nodes) if (node !== own) node(vehicleId, frame)
    },
    close: async () => {
      if (own) bus.nodes.delete(own)
      own = null
    },
  }
}
