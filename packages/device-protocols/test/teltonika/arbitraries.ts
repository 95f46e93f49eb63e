import fc from 'fast-check'
import type { AvlCodec, AvlIoElement, AvlRecord } from '../../src/teltonika/index.ts'

function ioElement(wide: boolean): fc.Arbitrary<AvlIoElement> {
  const id = wide ? fc.integer({ min: 0, max: 0xffff }) : fc.integer({ min: 0, max: 0xff })
  const fixed = fc.oneof(
    fc.record({ id, size: fc.constant(1 as const), value: fc.integer({ min: 0, max: 0xff }) }),
    fc.record({ id, size: fc.constant(2 as const), value: fc.integer({ min: 0, max: 0xffff }) }),
    fc.record({ id, size: fc.constant(4 as const), value: fc.integer({ min: 0, max: 0xffffffff }) }),
    fc.record({ id, size: fc.constant(8 as const), value: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }) }),
  )
  if (!wide) return fixed
  const variable = fc.record({ id, size: fc.constant('variable' as const), value: fc.uint8Array({ maxLength: 20 }) })
  return fc.oneof(fixed, variable)
}

/** Records as a device produces them; IO elements come out of the decoder grouped by size. */
export function avlRecord(codec: AvlCodec): fc.Arbitrary<AvlRecord> {
  const order = [1, 2, 4, 8, 'variable'] as const
  return fc
    .record({
      timestamp: fc.integer({ min: 1_500_000_000_000, max: 2_000_000_000_000 }).map((ms) => new Date(ms)),
      priority: fc.integer({ min: 0, max: 2 }),
      longitudeDegrees: fc.integer({ min: -1_800_000_000, max: 1_800_000_000 }).map((n) => n / 1e7),
      latitudeDegrees: fc.integer({ min: -900_000_000, max: 900_000_000 }).map((n) => n / 1e7),
      altitudeMeters: fc.integer({ min: -32768, max: 32767 }),
      angleDegrees: fc.integer({ min: 0, max: 359 }),
      satellites: fc.integer({ min: 0, max: 30 }),
      speedKph: fc.integer({ min: 0, max: 300 }),
      eventIoId: fc.integer({ min: 0, max: codec === 0x8e ? 0xffff : 0xff }),
      io: fc.array(ioElement(codec === 0x8e), { maxLength: 12 }),
    })
    .map((record) => ({ ...record, io: [...record.io].sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size)) }))
}

export const avlCodec: fc.Arbitrary<AvlCodec> = fc.constantFrom(0x08 as const, 0x8e as const)

/** Cuts bytes at arbitrary points, including empty chunks. */
export function chunked(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)
  const chunks: Buffer[] = []
  let start = 0
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point))
    start = point
  }
  return chunks
}
