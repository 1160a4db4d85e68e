import type { DigitFairnessReply, DigitHistoryRow } from '@shwe/contract'
import { Button, Field, Spinner, useT } from '@shwe/ui'
import { useEffect, useId, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import * as S from './DigitGame.styles.ts'
import { digitApi } from './digit-api.ts'
import type { Verification } from './fairness.logic.ts'
import { DIGIT_GAME } from './texts.ts'

export type { Verification }

/** 1 to 64 printable ASCII characters, as the server accepts a client seed. */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/

interface FairnessPanelProps {
  fairness: DigitFairnessReply['data'] | undefined
  history: readonly DigitHistoryRow[]
  onRotated: () => void
  onVerified: (verification: Verification) => void
}

/**
 * The seed pair: the commitment to the hidden server seed, the client seed (edited for the next rotation) and
 * the next nonce; Rotate reveals the server seed; Verify recomputes the revealed seed's rolls in the browser,
 * with the check code loaded only then.
 */
export function FairnessPanel({ fairness, history, onRotated, onVerified }: FairnessPanelProps) {
  const api = useRuntime().stores(digitApi)
  const { t } = useT(DIGIT_GAME)
  const id = useId()
  const [clientSeed, setClientSeed] = useState('')
  const [seedError, setSeedError] = useState<string | null>(null)
  const [isRotating, setIsRotating] = useState(false)
  const [isVerifying, setIsVerifying] = useState(false)
  const [result, setResult] = useState<Verification | null>(null)
  const current = fairness?.client_seed
  useEffect(() => {
    if (current !== undefined) setClientSeed(current)
  }, [current])
  const previous = fairness?.previous ?? null

  async function rotate() {
    if (!CLIENT_SEED.test(clientSeed)) {
      setSeedError(t('fairness.clientSeedInvalid'))
      return
    }
    setSeedError(null)
    setIsRotating(true)
    const reply = await api.digitRotateSeed(clientSeed === current ? {} : { client_seed: clientSeed })
    setIsRotating(false)
    if (reply.kind !== 'ok') {
      setSeedError(reply.kind === 'invalid' ? t('fairness.clientSeedInvalid') : t('fairness.rotateFailed'))
      return
    }
    setResult(null)
    onRotated()
  }

  async function verify() {
    if (!previous) return
    setIsVerifying(true)
    // Loaded on first use: Web Crypto and the roll code are not part of the game's first load.
    const { verifyHistory } = await import('./fairness.logic.ts')
    const verification = await verifyHistory(previous, history)
    setIsVerifying(false)
    setResult(verification)
    onVerified(verification)
  }

  return (
    <S.Card as="section" aria-labelledby={id}>
      <h2 id={id}>{t('fairness.title')}</h2>
      <CurrentSeed fairness={fairness} />
      <Field
        label={t('fairness.clientSeed')}
        hint={t('fairness.clientSeedHint')}
        value={clientSeed}
        maxLength={64}
        error={seedError ?? undefined}
        onChange={(event) => {
          setClientSeed(event.target.value)
          setSeedError(null)
        }}
      />
      <S.Row>
        <Button $variant="ghost" onClick={() => void rotate()} disabled={!fairness || isRotating}>
          {isRotating && <Spinner />}
          {t('fairness.rotate')}
        </Button>
      </S.Row>
      <RevealedSeed
        previous={previous}
        isVerifying={isVerifying}
        result={result}
        onVerify={() => void verify()}
      />
    </S.Card>
  )
}

/** How the check works, and the seed pair in play: the commitment to its server seed and the next nonce. */
function CurrentSeed({ fairness }: { fairness: DigitFairnessReply['data'] | undefined }) {
  const { t } = useT(DIGIT_GAME)
  return (
    <>
      <ol>
        <li>{t('fairness.explain1')}</li>
        <li>{t('fairness.explain2')}</li>
        <li>{t('fairness.explain3')}</li>
        <li>{t('fairness.explain4')}</li>
      </ol>
      <dl>
        <dt>{t('fairness.commitment')}</dt>
        <dd>
          <S.Code data-testid="digit-commitment">{fairness?.commitment ?? '—'}</S.Code>
        </dd>
        <dt>{t('fairness.nextNonce')}</dt>
        <dd>{fairness?.next_nonce ?? '—'}</dd>
      </dl>
    </>
  )
}

interface RevealedSeedProps {
  previous: NonNullable<DigitFairnessReply['data']['previous']> | null
  isVerifying: boolean
  result: Verification | null
  onVerify: () => void
}

/** The last revealed seed pair, Verify, and what the check found. */
function RevealedSeed({ previous, isVerifying, result, onVerify }: RevealedSeedProps) {
  const { t } = useT(DIGIT_GAME)
  const counts = result ? [...result.rows.values()] : []
  return (
    <>
      <h3>{t('fairness.revealed')}</h3>
      {previous ? (
        <dl>
          <dt>{t('fairness.revealed')}</dt>
          <dd>
            <S.Code data-testid="digit-revealed">{previous.server_seed}</S.Code>
          </dd>
          <dt>{t('fairness.revealedClientSeed')}</dt>
          <dd>
            <S.Code>{previous.client_seed}</S.Code>
          </dd>
        </dl>
      ) : (
        <S.Muted>{t('fairness.none')}</S.Muted>
      )}
      {previous && (
        <S.Row>
          <Button onClick={onVerify} disabled={isVerifying} aria-busy={isVerifying || undefined}>
            {isVerifying && <Spinner />}
            {isVerifying ? t('fairness.verifying') : t('fairness.verify')}
          </Button>
        </S.Row>
      )}
      <div role="status" aria-live="polite">
        {result && !result.seedMatches && <S.Alert>{t('fairness.seedMismatch')}</S.Alert>}
        {result && (
          <p>
            {t('fairness.summary', {
              verified: counts.filter((check) => check === 'verified').length,
              failed: counts.filter((check) => check === 'failed').length,
            })}
          </p>
        )}
      </div>
    </>
  )
}
