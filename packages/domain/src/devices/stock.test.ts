import { describe, expect, it } from 'vitest'
import { trackerMessages } from '../messages.ts'
import { luhnCheckDigit } from '../validation/southAfricanId.ts'
import { importProblemErrors, normaliseTracker, parseTrackerCsv, refusedRows, validateTracker } from './stock.ts'

const imei = (body: string) => `${body}${luhnCheckDigit(body)}`
const A = imei('35693803564380')
const B = imei('35693803564381')

describe('a tracker to register', () => {
  it('accepts an MQTT tracker with its own serial and a valid IMEI', () => {
    expect(validateTracker({ serialNumber: 'VG-0001', imei: A, protocol: 'mqtt' })).toEqual({})
  })
  it('refuses a bad IMEI, serial and protocol', () => {
    const bad = { serialNumber: 'x', imei: '123456789012345', protocol: 'gsm' as never }
    expect(validateTracker(bad)).toEqual({
      serialNumber: trackerMessages.serialFormat,
      imei: trackerMessages.imeiFormat,
      protocol: trackerMessages.protocol,
    })
  })
  it("uses a Teltonika tracker's IMEI as its serial number", () => {
    const tracker = normaliseTracker({ serialNumber: ' ', imei: A, protocol: 'Teltonika' })
    expect(tracker).toEqual({ serialNumber: A, imei: A, protocol: 'teltonika' })
    expect(validateTracker({ ...tracker, serialNumber: 'VG-1' })).toEqual({
      serialNumber: trackerMessages.teltonikaSerial,
    })
  })
})

describe('a tracker CSV', () => {
  it('reads every row with its spreadsheet row number', () => {
    const parsed = parseTrackerCsv(`serialNumber,imei,protocol\r\nVG-1,${A},mqtt\r\n\r\n,${B},teltonika\r\n`)
    expect(parsed.problems).toEqual([])
    expect(parsed.trackers).toEqual([
      { row: 2, serialNumber: 'VG-1', imei: A, protocol: 'mqtt' },
      { row: 4, serialNumber: B, imei: B, protocol: 'teltonika' },
    ])
  })
  it('names the rows of bad values and duplicates', () => {
    const parsed = parseTrackerCsv(`protocol,imei,serialNumber\nmqtt,${A},VG-1\nmqtt,12,VG-2\nmqtt,${A},vg-1\n`)
    expect(parsed.problems).toEqual([
      { row: 3, message: trackerMessages.imeiFormat },
      { row: 4, message: trackerMessages.duplicateInFile(2) },
      { row: 4, message: trackerMessages.duplicateInFile(2) },
    ])
    expect(refusedRows(importProblemErrors(parsed.problems))).toEqual([3, 4])
  })
  it('refuses a file without the header or without rows', () => {
    expect(parseTrackerCsv('serial,imei\nVG-1,1').problems).toEqual([{ row: 1, message: trackerMessages.header }])
    expect(parseTrackerCsv('serialNumber,imei,protocol\n').problems).toEqual([
      { row: 1, message: trackerMessages.emptyFile },
    ])
  })
})
