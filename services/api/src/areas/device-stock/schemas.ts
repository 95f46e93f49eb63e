import { type NewTracker, type RegisteredTracker, TRACKER_PROTOCOLS, type TrackerImportAnswer } from '@vigil/domain'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { declares, oneOf } from '../contract.ts'

const Protocol = oneOf(TRACKER_PROTOCOLS, {
  description: "'mqtt' for our MQTT trackers, 'teltonika' for Teltonika trackers (their serial number is the IMEI).",
})

export const NewTrackerBody = declares<NewTracker>()(
  Type.Object(
    {
      serialNumber: Type.String({
        maxLength: 40,
        description: 'Left empty for a Teltonika tracker: its IMEI is used.',
      }),
      imei: Type.String({ maxLength: 15 }),
      protocol: Protocol,
    },
    { $id: 'NewTracker', title: 'NewTracker' },
  ),
)

export const RegisteredTrackerSchema = declares<RegisteredTracker>()(
  Type.Object(
    {
      id: Type.Integer(),
      serialNumber: Type.String(),
      imei: Type.String(),
      protocol: Protocol,
      secret: Type.Union([Type.String(), Type.Null()], {
        description:
          "The MQTT tracker's password, shown this once for the factory (only its hash is kept); null for Teltonika.",
      }),
    },
    { $id: 'RegisteredTracker', title: 'RegisteredTracker' },
  ),
)

export const TrackerImportBody = Type.Object(
  {
    csv: Type.String({
      maxLength: 2_000_000,
      description: 'CSV with the header serialNumber,imei,protocol; one tracker per row.',
    }),
  },
  { $id: 'TrackerImport', title: 'TrackerImport' },
)

export const TrackerImportAnswerSchema = declares<TrackerImportAnswer>()(
  Type.Object(
    {
      imported: Type.Integer(),
      trackers: Type.Array(ref(RegisteredTrackerSchema)),
    },
    { $id: 'TrackerImportAnswer', title: 'TrackerImportAnswer' },
  ),
)
