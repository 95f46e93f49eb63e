import { problemResponses, signedInUser } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import type { AreaPlugin } from '../contract.ts'
import { rotateChecklistPasscode } from './passcode.ts'

export const ChecklistPasscodeSchema = Type.Object(
  { passcode: Type.String() },
  { $id: 'ChecklistPasscode', title: 'ChecklistPasscode' },
)

/** An Admin rotates the installation checklist's passcode without a restart (issue #27); the old one stops working. */
export const checklistPasscodeArea: AreaPlugin = async (app) => {
  app.post(
    '/ChecklistPasscode/Rotate',
    {
      config: { access: 'installations.rotatePasscode' },
      schema: {
        operationId: 'rotateChecklistPasscode',
        tags: ['Installation checklist'],
        summary: 'Replaces the checklist passcode with a new one, answered once; the old one is refused at once.',
        response: { 200: ref(ChecklistPasscodeSchema), ...problemResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      return { passcode: await rotateChecklistPasscode(app.db, user.id, app.clock()) }
    },
  )
}
