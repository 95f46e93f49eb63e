import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'

/**
 * A browser's push keys as the test holds them: the P-256 pair and the auth secret PushManager would make, so the
 * test can read what the server encrypted for that browser (RFC 8291, aes128gcm).
 */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** The push message's plaintext: one aes128gcm record (salt, record size, the server's key, ciphertext). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16)
      const idLength = body.readUInt8(20)
      const serverKey = body.subarray(21, 21 + idLength)
      const record = body.subarray(21 + idLength)
      const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey])
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, keyInfo, 32))
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12))
      const decipher = createDecipheriv('aes-128-gcm', key, nonce)
      decipher.setAuthTag(record.subarray(record.length - 16))
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
      // The last record ends with the delimiter 2, then any zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')
    },
  }
}
