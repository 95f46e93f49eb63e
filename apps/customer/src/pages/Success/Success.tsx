import { usePageTitle } from '@vigil/app-kit'
import { AppStoreLinks, CustomerScreen } from '@vigil/ui'
import { APP_STORE_URL, PLAY_STORE_URL } from './storeLinks.ts'

/** /success: the welcome after the phone is confirmed, and where to get the mobile app. */
export function SuccessPage() {
  usePageTitle('Success')
  return (
    <CustomerScreen
      title="Welcome to Vigil!"
      intro="Your account is ready. To use Vigil you must download the mobile app, then log in with your email and password."
    >
      <AppStoreLinks appStoreUrl={APP_STORE_URL} playStoreUrl={PLAY_STORE_URL} />
    </CustomerScreen>
  )
}
