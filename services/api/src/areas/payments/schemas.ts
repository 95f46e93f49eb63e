import type { PaymentNoticeReceived } from '@vigil/domain'
import { Type } from 'typebox'
import { declares } from '../contract.ts'

export const PaymentNoticeBody = Type.Object(
  { reference: Type.String(), status: Type.String(), signature: Type.String() },
  { $id: 'PaymentNotice', title: 'PaymentNotice' },
)

export const PaymentNoticeReceivedSchema = declares<PaymentNoticeReceived>()(
  Type.Object(
    { reference: Type.String(), status: Type.String() },
    { $id: 'PaymentNoticeReceived', title: 'PaymentNoticeReceived' },
  ),
)
