import { Button, Divider, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '../../account/account-dialogs-context';
import { MaskedField } from '../../account/components/MaskedField';
import { BRAZIL_PHONE_MASK, CPF_MASK } from '../../account/masks';
import { EMPTY_GUEST, guestSchema, type GuestForm } from '../schemas';
import { fieldError } from './field-text';

interface BuyerStepProps {
  guest: GuestForm | null;
  onGuest: (guest: GuestForm) => void;
}

/** Step 2 for visitors who are not logged in: log in or create an account here, or buy as a guest. */
export function BuyerStep({ guest, onGuest }: BuyerStepProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const { control, register, handleSubmit, formState } = useForm<GuestForm>({
    resolver: zodResolver(guestSchema),
    mode: 'onTouched',
    defaultValues: guest ?? EMPTY_GUEST,
  });
  const { errors } = formState;

  return (
    <Stack gap="md">
      <Text size="sm">{t('checkout.buyer.intro')}</Text>
      <Group grow>
        <Button variant="filled" onClick={() => dialogs.open({ kind: 'login' })} data-testid="checkout-login">
          {t('checkout.buyer.login')}
        </Button>
        <Button variant="default" onClick={() => dialogs.open({ kind: 'register' })}>
          {t('checkout.buyer.register')}
        </Button>
      </Group>
      <Divider label={t('checkout.buyer.guestTitle')} labelPosition="center" />
      <Paper component="form" noValidate onSubmit={handleSubmit(onGuest)} aria-label={t('checkout.buyer.guestTitle')}>
        <Stack gap="sm">
          <Text size="xs" c="gray.7">
            {t('checkout.buyer.guestHint')}
          </Text>
          <TextInput
            label={t('checkout.buyer.name')}
            autoComplete="name"
            withAsterisk
            {...register('name')}
            {...fieldError(t, errors.name?.message)}
          />
          <TextInput
            label={t('checkout.buyer.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            {...register('email')}
            {...fieldError(t, errors.email?.message)}
          />
          <MaskedField
            control={control}
            name="cpf"
            label={t('checkout.buyer.cpf')}
            mask={CPF_MASK}
            inputMode="numeric"
            withAsterisk
            {...fieldError(t, errors.cpf?.message)}
          />
          <MaskedField
            control={control}
            name="phone"
            label={t('checkout.buyer.phone')}
            mask={BRAZIL_PHONE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            withAsterisk
            {...fieldError(t, errors.phone?.message)}
          />
          <Button type="submit" size="md" variant="light" data-testid="guest-continue">
            {t('checkout.buyer.guest')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
