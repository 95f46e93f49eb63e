import { Type } from 'typebox'

export const PaymentNoticeBody = Type.Object(
  { reference: Type.String(), status: Type.String(), signature: Type.String() },
  { $id: 'PaymentNotice', title: 'PaymentNotice' },
)

export const PaymentNoticeReceivedSchema = Type.Object(
  { reference: Type.String(), status: Type.String() },
  { $id: 'PaymentNoticeReceived', title: 'PaymentNoticeReceived' },
)
