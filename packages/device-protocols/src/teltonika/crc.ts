/** CRC-16/IBM (also called ARC): polynomial 0xA001 reflected, initial value 0, as Teltonika frames use. */
export function crc16Ibm(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
    }
  }
  return crc
}
