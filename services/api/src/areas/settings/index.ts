import type { AppSettings } from '@vigil/domain'
import { Type } from 'typebox'
import type { Config } from '../../config.ts'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, declares } from '../contract.ts'

export const AppSettingsSchema = declares<AppSettings>()(
  Type.Object(
    {
      baseURL: Type.String(),
      intercomAppId: Type.String(),
      turnstileSiteKey: Type.String(),
      googleMapsApiKey: Type.String(),
      tempProtectedRoutesKey: Type.String(),
      burnInURL: Type.String(),
    },
    { $id: 'AppSettings', title: 'AppSettings' },
  ),
)

/** The runtime settings the web apps load at start, generated from the environment. */
export function appSettings(config: Config): AppSettings {
  return {
    baseURL: config.apiBaseUrl,
    intercomAppId: config.intercomAppId,
    turnstileSiteKey: config.turnstileSiteKey,
    googleMapsApiKey: config.googleMapsApiKey,
    tempProtectedRoutesKey: config.tempProtectedRoutesKey,
    burnInURL: config.burnInUrl,
  }
}

export const appSettingsRoute: AreaPlugin = async (app) => {
  const settings = appSettings(app.config)
  const options = {
    schema: {
      operationId: 'getAppSettings',
      tags: ['Settings'],
      security: [],
      response: { 200: ref(AppSettingsSchema) },
    },
  }
  app.get('/appsettings.json', { ...options, schema: { ...options.schema, hide: true } }, async () => settings)
  app.get('/api/appsettings.json', options, async () => settings)
}
