import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCoupon } from '../api/coupons';
import { consoleErrorText, fieldError } from '../errors';
import type { CouponBody, OrganizerCoupon, OrganizerEvent, SavedCoupon } from '../types';
import { PlainSelect } from './PlainSelect';

type Kind = OrganizerCoupon['tipo'];

/** An ISO time as a datetime-local input shows it, in the viewer's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The events a coupon applies in now: those not taken off it (ended apart, with a validity of their own). */
function activeEvents(coupon: OrganizerCoupon): string[] {
  return (coupon.eventos ?? []).filter((e) => e.fim === coupon.fim).map((e) => String(e.id));
}

interface CouponFormProps {
  /** The coupon edited; null makes a new one. */
  coupon: OrganizerCoupon | null;
  events: OrganizerEvent[];
  onClose: () => void;
  onSaved: (saved: SavedCoupon) => void;
}

/**
 * A coupon's settings and events, checked by the server as the import checks `cupons:`; its
 * messages show beside their fields. A fixed value is typed in reais and sent in centavos.
 */
export function CouponForm({ coupon, events, onClose, onSaved }: CouponFormProps) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const [codigo, setCodigo] = useState(coupon?.codigo ?? '');
  const [tipo, setTipo] = useState<Kind>(coupon?.tipo ?? 'percentual');
  const [valor, setValor] = useState<number | string>(coupon ? (coupon.tipo === 'fixo' ? coupon.valor / 100 : coupon.valor) : '');
  const [usos, setUsos] = useState<number | string>(coupon?.usos ?? '');
  const [inicio, setInicio] = useState(toLocalInput(coupon?.inicio ?? null));
  const [fim, setFim] = useState(toLocalInput(coupon?.fim ?? null));
  const [setor, setSetor] = useState(coupon?.setor ?? '');
  const [eventos, setEventos] = useState<string[]>(coupon ? activeEvents(coupon) : []);
  const [missing, setMissing] = useState<Record<string, boolean>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { codigo: !codigo.trim(), valor: valor === '', eventos: eventos.length === 0 };
    setMissing(gaps);
    if (Object.values(gaps).some(Boolean)) return;
    const amount = Number(valor);
    const body: CouponBody = {
      codigo: codigo.trim(),
      tipo,
      valor: tipo === 'fixo' ? Math.round(amount * 100) : amount,
      usos: usos === '' ? null : Number(usos),
      inicio: fromLocalInput(inicio),
      fim: fromLocalInput(fim),
      setor: setor.trim(),
      eventos: eventos.map(Number),
    };
    save.mutate({ editing: coupon?.codigo ?? null, body }, { onSuccess: onSaved });
  };
  const error = (field: keyof typeof missing | 'usos' | 'inicio' | 'fim' | 'setor') =>
    (missing[field] ? t('console.validation.required') : undefined) ?? fieldError(save.error, field);
  const general = save.error && !['codigo', 'valor', 'usos', 'inicio', 'fim', 'setor', 'eventos'].some((f) => fieldError(save.error, f));
  const money = tipo === 'fixo';

  return (
    <Modal
      opened
      onClose={onClose}
      title={coupon ? t('console.coupons.editTitle', { code: coupon.codigo }) : t('console.coupons.newTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('console.team.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {general && (
            <Alert color="red" variant="light" role="alert">
              {consoleErrorText(t, save.error)}
            </Alert>
          )}
          <TextInput
            label={t('console.coupons.code')}
            description={coupon ? t('console.coupons.codeFixed') : t('console.coupons.codeHint')}
            value={codigo}
            onChange={(e) => setCodigo(e.currentTarget.value.toUpperCase())}
            readOnly={coupon !== null}
            withAsterisk
            error={error('codigo')}
            errorProps={{ role: 'alert' }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PlainSelect
              label={t('console.coupons.kind')}
              value={tipo}
              onChange={(kind) => {
                setTipo(kind);
                setValor('');
              }}
              options={[
                { value: 'percentual', label: t('console.coupons.percent') },
                { value: 'fixo', label: t('console.coupons.fixed') },
              ]}
            />
            <NumberInput
              label={money ? t('console.coupons.amount') : t('console.coupons.percentValue')}
              value={valor}
              onChange={setValor}
              withAsterisk
              min={money ? 0.01 : 1}
              max={money ? undefined : 100}
              decimalScale={money ? 2 : 0}
              fixedDecimalScale={money}
              thousandSeparator={money ? '.' : undefined}
              decimalSeparator=","
              prefix={money ? 'R$ ' : undefined}
              suffix={money ? undefined : '%'}
              hideControls
              error={error('valor')}
              errorProps={{ role: 'alert' }}
            />
          </SimpleGrid>
          <NumberInput
            label={t('console.coupons.maxUses')}
            description={t('console.coupons.maxUsesHint')}
            value={usos}
            onChange={setUsos}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            error={error('usos')}
            errorProps={{ role: 'alert' }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('console.coupons.from')}
              value={inicio}
              onChange={(e) => setInicio(e.currentTarget.value)}
              error={error('inicio')}
              errorProps={{ role: 'alert' }}
            />
            <TextInput
              type="datetime-local"
              label={t('console.coupons.until')}
              value={fim}
              onChange={(e) => setFim(e.currentTarget.value)}
              error={error('fim')}
              errorProps={{ role: 'alert' }}
            />
          </SimpleGrid>
          <TextInput
            label={t('console.coupons.sector')}
            description={t('console.coupons.sectorHint')}
            value={setor}
            onChange={(e) => setSetor(e.currentTarget.value)}
            error={error('setor')}
            errorProps={{ role: 'alert' }}
          />
          <MultiSelect
            label={t('console.coupons.events')}
            description={t('console.coupons.eventsHint')}
            data={events.map((e) => ({ value: String(e.id), label: e.nome }))}
            value={eventos}
            onChange={setEventos}
            searchable
            withAsterisk
            nothingFoundMessage={t('console.coupons.noEvents')}
            error={error('eventos')}
            errorProps={{ role: 'alert' }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('console.team.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('console.coupons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
