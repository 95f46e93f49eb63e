import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, type AuditEntry } from '@vigil/domain'
import { type TSchema, Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { listOf } from '../../odata/index.ts'
import { declares, oneOf } from '../contract.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const values = () =>
  nullable(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
      description: 'Flat values by name.',
    }),
  )

export const AuditEntrySchema = declares<AuditEntry>()(
  Type.Object(
    {
      id: Type.Integer(),
      on: Type.String({ format: 'date-time' }),
      action: oneOf(AUDIT_ACTIONS),
      actorKind: oneOf(AUDIT_ACTOR_KINDS),
      actorUserId: nullable(Type.Integer()),
      actorName: nullable(Type.String()),
      actorRole: nullable(Type.String()),
      vehicleId: nullable(Type.Integer()),
      vehicleRegistration: nullable(Type.String()),
      deviceId: nullable(Type.Integer()),
      userId: nullable(Type.Integer()),
      userName: nullable(Type.String()),
      companyId: nullable(Type.Integer()),
      subject: nullable(Type.String()),
      before: values(),
      after: values(),
      note: nullable(Type.String()),
      address: nullable(Type.String({ description: "The client's address; shown to an Admin only." })),
    },
    { $id: 'AuditEntry', title: 'AuditEntry' },
  ),
)

export const AuditEntryListSchema = listOf(ref(AuditEntrySchema), 'AuditEntryList')
