import { enableAutoLock, getInstallationCertificate } from '@vigil/api-client'
import { type InstallationCertificate as Certificate, CHECKLIST_MESSAGES } from '@vigil/domain'
import { Alert, Button, InstallationCertificate, InstallationCompleteBanner, Spinner, Stack } from '@vigil/ui'
import { useEffect, useRef, useState } from 'react'
import { createGlobalStyle } from 'styled-components'
import { withPasscode } from './passcode.ts'
import type { Connectivity } from './useConnectivity.ts'
import type { LoadedInstallation } from './useInstallation.ts'

export interface CompletedSectionProps {
  installation: LoadedInstallation
  passcode: string
  net: Connectivity
}

const CERTIFICATE_FAILED = 'The installation certificate could not be loaded. Try again.'

/** 'Installation #{id} completed!', the auto-lock button, then the installation certificate to print. */
export function CompletedSection({ installation, passcode, net }: CompletedSectionProps) {
  const id = installation.id
  const [autoLockEnabled, setAutoLockEnabled] = useState(false)
  const [enabling, setEnabling] = useState(false)
  const [autoLockError, setAutoLockError] = useState<string | null>(null)
  const [certificate, setCertificate] = useState<Certificate | null>(null)
  const [certificateState, setCertificateState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const top = useRef<HTMLDivElement>(null)
  // The news sits below the lookup form: bring it into view when the installation completes.
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' })
  }, [])

  const enable = async () => {
    setEnabling(true)
    setAutoLockError(null)
    try {
      await enableAutoLock(id, withPasscode(passcode))
      net.noteSuccess()
      setAutoLockEnabled(true)
    } catch (error) {
      if (net.noteFailure(error)) net.retryWhenOnline(() => void enable())
      else setAutoLockError(CHECKLIST_MESSAGES.autoLockFailed)
    } finally {
      setEnabling(false)
    }
  }

  const loadCertificate = async () => {
    setCertificateState('loading')
    try {
      setCertificate(await getInstallationCertificate(id, withPasscode(passcode)))
      setCertificateState('idle')
      net.noteSuccess()
    } catch (error) {
      if (net.noteFailure(error)) net.retryWhenOnline(() => void loadCertificate())
      setCertificateState('failed')
    }
  }

  return (
    <Stack $gap={4} ref={top}>
      <InstallationCompleteBanner
        installationId={installation.id}
        autoLockEnabled={autoLockEnabled || installation.autoLockEnabled}
        enabling={enabling}
        error={autoLockError}
        onEnableAutoLock={() => void enable()}
      />
      {certificate ? (
        <div id="installation-certificate">
          <PrintOnlyCertificate />
          <InstallationCertificate
            certificate={certificate}
            actions={
              <Button variant="secondary" onPress={() => window.print()}>
                Print certificate
              </Button>
            }
          />
        </div>
      ) : (
        <Button
          fullWidth
          variant="secondary"
          isDisabled={certificateState === 'loading'}
          onPress={() => void loadCertificate()}
        >
          Show installation certificate
        </Button>
      )}
      {certificateState === 'loading' && !certificate ? <Spinner label="Loading the certificate" /> : null}
      {certificateState === 'failed' ? <Alert tone="error">{CERTIFICATE_FAILED}</Alert> : null}
    </Stack>
  )
}

/** On paper only the certificate shows. */
const PrintOnlyCertificate = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    #installation-certificate, #installation-certificate * { visibility: visible; }
    #installation-certificate { position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`
