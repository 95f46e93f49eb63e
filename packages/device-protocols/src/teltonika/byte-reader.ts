/** Raised inside a decoder when the bytes end early; decoders turn it into a typed error at their boundary. */
export class TruncatedInput extends Error {}

/** Big-endian cursor over a byte array. */
export class ByteReader {
  readonly bytes: Buffer
  offset: number

  constructor(bytes: Uint8Array, offset = 0) {
    this.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.offset = offset
  }

  get remaining(): number {
    return this.bytes.length - this.offset
  }

  private take(length: number): number {
    if (length > this.remaining) throw new TruncatedInput(`needs ${length} bytes at ${this.offset}`)
    const start = this.offset
    this.offset += length
    return start
  }

  u8(): number {
    return this.bytes.readUInt8(this.take(1))
  }

  u16(): number {
    return this.bytes.readUInt16BE(this.take(2))
  }

  i16(): number {
    return this.bytes.readInt16BE(this.take(2))
  }

  u32(): number {
    return this.bytes.readUInt32BE(this.take(4))
  }

  i32(): number {
    return this.bytes.readInt32BE(this.take(4))
  }

  u64(): bigint {
    return this.bytes.readBigUInt64BE(this.take(8))
  }

  slice(length: number): Buffer {
    const start = this.take(length)
    return Buffer.from(this.bytes.subarray(start, start + length))
  }
}
