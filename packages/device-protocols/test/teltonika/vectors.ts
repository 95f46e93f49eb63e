import type { DeviceEvent } from '../../src/index.ts'
import type { TeltonikaFrame } from '../../src/teltonika/index.ts'

/** A frame as a tracker or server sent it, byte for byte, and what it means. */
export interface RecordedFrame {
  name: string
  hex: string
  frame: TeltonikaFrame
  crc: number
  /** The internal events the frame's records become on a fresh connection (id and serial left out). */
  events?: Pick<DeviceEvent, 'time' | 'type' | 'data'>[]
  /** What the server answers once the records are stored. */
  ack?: string
}

const noFix = { priority: 1, longitudeDegrees: 0, latitudeDegrees: 0, altitudeMeters: 0, angleDegrees: 0 }
const noSpeed = { satellites: 0, speedKph: 0 }

/** The frames Teltonika publishes on its "Codec" wiki page, with the decodings it gives for them. */
export const recordedFrames: RecordedFrame[] = [
  {
    name: 'Codec 8, one record with 1-, 2-, 4- and 8-byte IO',
    hex: '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF',
    frame: {
      kind: 'avl',
      codec: 0x08,
      records: [
        {
          timestamp: new Date('2019-06-10T10:04:46.000Z'),
          ...noFix,
          ...noSpeed,
          eventIoId: 1,
          io: [
            { id: 21, size: 1, value: 3 },
            { id: 1, size: 1, value: 1 },
            { id: 66, size: 2, value: 24079 },
            { id: 241, size: 4, value: 24602 },
            { id: 78, size: 8, value: 0n },
          ],
        },
      ],
    },
    crc: 0xc7cf,
    events: [
      {
        time: new Date('2019-06-10T10:04:46.000Z'),
        type: 'battery',
        data: { carBatteryMillivolts: 24079, deviceBatteryMillivolts: null },
      },
    ],
    ack: '00000001',
  },
  {
    name: 'Codec 8, one record with 1- and 2-byte IO',
    hex: '000000000000002808010000016B40D9AD80010000000000000000000000000000000103021503010101425E100000010000F22A',
    frame: {
      kind: 'avl',
      codec: 0x08,
      records: [
        {
          timestamp: new Date('2019-06-10T10:05:36.000Z'),
          ...noFix,
          ...noSpeed,
          eventIoId: 1,
          io: [
            { id: 21, size: 1, value: 3 },
            { id: 1, size: 1, value: 1 },
            { id: 66, size: 2, value: 24080 },
          ],
        },
      ],
    },
    crc: 0xf22a,
    events: [
      {
        time: new Date('2019-06-10T10:05:36.000Z'),
        type: 'battery',
        data: { carBatteryMillivolts: 24080, deviceBatteryMillivolts: null },
      },
    ],
    ack: '00000001',
  },
  {
    name: 'Codec 8, two records (digital input 1 off, then on)',
    hex: '000000000000004308020000016B40D57B480100000000000000000000000000000001010101000000000000016B40D5C198010000000000000000000000000000000101010101000000020000252C',
    frame: {
      kind: 'avl',
      codec: 0x08,
      records: [
        {
          timestamp: new Date('2019-06-10T10:01:01.000Z'),
          ...noFix,
          ...noSpeed,
          eventIoId: 1,
          io: [{ id: 1, size: 1, value: 0 }],
        },
        {
          timestamp: new Date('2019-06-10T10:01:19.000Z'),
          ...noFix,
          ...noSpeed,
          eventIoId: 1,
          io: [{ id: 1, size: 1, value: 1 }],
        },
      ],
    },
    crc: 0x252c,
    // Digital input 1 is wired differently per installation: it maps to no event.
    events: [],
    ack: '00000002',
  },
  {
    name: 'Codec 8 Extended, one record with u16 ids and two 8-byte values',
    hex: '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994',
    frame: {
      kind: 'avl',
      codec: 0x8e,
      records: [
        {
          timestamp: new Date('2019-06-10T11:36:32.000Z'),
          ...noFix,
          ...noSpeed,
          eventIoId: 1,
          io: [
            { id: 1, size: 1, value: 1 },
            { id: 17, size: 2, value: 29 },
            { id: 16, size: 4, value: 22949000 },
            { id: 11, size: 8, value: 893700218n },
            { id: 14, size: 8, value: 500686954n },
          ],
        },
      ],
    },
    crc: 0x2994,
    events: [],
    ack: '00000001',
  },
  {
    name: 'Codec 12 command getinfo (server to tracker)',
    hex: '000000000000000F0C010500000007676574696E666F0100004312',
    frame: { kind: 'command', text: 'getinfo' },
    crc: 0x4312,
  },
  {
    name: 'Codec 12 reply to getinfo (tracker to server)',
    hex: '00000000000000900C010600000088494E493A323031392F372F323220373A3232205254433A323031392F372F323220373A3533205253543A32204552523A312053523A302042523A302043463A302046473A3020464C3A302054553A302F302055543A3020534D533A30204E4F4750533A303A3330204750533A31205341543A302052533A332052463A36352053463A31204D443A30010000C78F',
    frame: {
      kind: 'reply',
      text: 'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:30 GPS:1 SAT:0 RS:3 RF:65 SF:1 MD:0',
    },
    crc: 0xc78f,
  },
]

export const [documentedCodec8] = recordedFrames as [RecordedFrame, ...RecordedFrame[]]
