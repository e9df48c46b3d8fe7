import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEventDateLong } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { SaleSector, SectorsAnswer } from '../api/contract';
import { cartLines, feeOf, lineKey, maxMore, subtotalOf, ticketCount, type Quantities } from '../cart';
import type { CheckoutProblem } from '../errors';
import { CartSummary } from './CartSummary';
import { ProblemAlert } from './ProblemAlert';
import { SectorCard } from './SectorCard';
import { TicketsBar } from './TicketsBar';

interface TicketsStepProps {
  answer: SectorsAnswer;
  timezone: string;
  sessionId: number | null;
  onSession: (id: number) => void;
  quantities: Quantities;
  onQuantities: (next: Quantities) => void;
  notice: string | null;
  problem: CheckoutProblem | null;
  onContinue: () => void;
}

/** Step 1: the date, then quantities per sector and type with price, batch and live availability. */
export function TicketsStep(props: TicketsStepProps) {
  const { answer, timezone, sessionId, quantities, onQuantities } = props;
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const session = answer.sessions.find((s) => s.id === sessionId);
  const lines = cartLines(session, quantities);
  const count = ticketCount(lines);
  const subtotal = subtotalOf(lines);
  const fee = feeOf(subtotal, answer.fee_bp);

  if (answer.sessions.length === 0) {
    return <Alert color="yellow">{t('checkout.noSessions')}</Alert>;
  }

  return (
    <Stack gap="md" flex={1}>
      {props.notice && (
        <Alert color="blue" variant="light" role="status" data-testid="checkout-notice">
          {props.notice}
        </Alert>
      )}
      {answer.sessions.length > 1 ? (
        <Radio.Group
          label={t('checkout.sessionsLabel')}
          value={sessionId === null ? null : String(sessionId)}
          onChange={(value) => props.onSession(Number(value))}
        >
          <Stack gap={6} mt={6}>
            {answer.sessions.map((s) => (
              <Radio
                key={s.id}
                value={String(s.id)}
                label={formatEventDateLong(s.inicio, timezone, language)}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        session && (
          <Text size="sm">
            {t('checkout.session')}: <time dateTime={session.inicio}>{formatEventDateLong(session.inicio, timezone, language)}</time>
          </Text>
        )
      )}
      {session?.sectors.map((sector) => (
        <SectorCardFor
          key={sector.id}
          sector={sector}
          timezone={timezone}
          quantities={quantities}
          room={maxMore(answer, sector, quantities, lines)}
          onQuantities={onQuantities}
        />
      ))}
      <Text size="xs" c="gray.7">
        {t('checkout.limitPerOrder', { count: answer.max_per_order, perCpf: answer.max_per_cpf })}
      </Text>
      {count > 0 && <CartSummary lines={lines} feeBp={answer.fee_bp} />}
      {props.problem && <ProblemAlert problem={props.problem} />}
      <TicketsBar count={count} total={subtotal + fee} onContinue={props.onContinue} />
    </Stack>
  );
}

function SectorCardFor({
  sector,
  timezone,
  quantities,
  room,
  onQuantities,
}: {
  sector: SaleSector;
  timezone: string;
  quantities: Quantities;
  room: number;
  onQuantities: (next: Quantities) => void;
}) {
  return (
    <SectorCard
      sector={sector}
      timezone={timezone}
      room={room}
      quantity={(type) => quantities[lineKey(sector.id, type)] ?? 0}
      onChange={(type, value) => onQuantities({ ...quantities, [lineKey(sector.id, type)]: Math.max(0, value) })}
    />
  );
}
