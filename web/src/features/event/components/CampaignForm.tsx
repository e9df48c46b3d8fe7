// Mantine styles beyond the entry's: this form loads on demand, on the events that have it.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { ApiError } from '../../../lib/api/api-error';
import { formatCpf, onlyDigits } from '../../../lib/validation';
import { useLoggedUser } from '../../../lib/use-logged-user';
import { BRAZIL_PHONE_MASK, CPF_MASK } from '../../account/masks';
import { MaskedField } from '../../account/components/MaskedField';
import { errorProps, errorText } from '../../account/components/form-text';
import { useJoinCampaign } from '../api/join-campaign';
import { campaignSchema, type CampaignValues } from '../campaign-schema';

const FIELDS = ['name', 'email', 'cpf', 'phone'] as const;

interface CampaignFormProps {
  eventId: number;
  /**
   * em_breve: the pre-sale sign-up; lista: a name on the guest list (same call, spec section 7);
   * waitlist: the waiting room's sold-out line leaves a name in case tickets come back.
   */
  kind: 'presale' | 'list' | 'waitlist';
}

/**
 * The campaign sign-up of an event not on sale yet or for guests only: name, e-mail, CPF and
 * cellphone, checked as spec section 5's shared rules say, then POST /event/campaign/{event}.
 * A logged-in customer finds their own data filled in.
 */
export function CampaignForm({ eventId, kind }: CampaignFormProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const user = useLoggedUser();
  const join = useJoinCampaign(eventId);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<CampaignValues>({
    resolver: zodResolver(campaignSchema),
    mode: 'onTouched',
    defaultValues: {
      name: [user?.name, user?.lastname].filter(Boolean).join(' '),
      email: user?.email ?? '',
      cpf: user?.document ? formatCpf(user.document) : '',
      phone: user?.phone ?? '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await join.mutateAsync({ ...values, name: values.name.trim(), email: values.email.trim(), cpf: onlyDigits(values.cpf) });
      setDone(answer.message);
      showSnackbar({ message: answer.message, color: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError) || !error.body) return; // the global table has shown it
      const fields = error.body.fields ?? {};
      const placed = FIELDS.filter((field) => fields[field]);
      placed.forEach((field, i) => setError(field, { message: fields[field] }, { shouldFocus: i === 0 }));
      if (placed.length === 0) setFailure(error.body.message ?? null);
    }
  });

  const titleId = `campaign-title-${eventId}`;
  return (
    <section aria-labelledby={titleId} data-testid="campaign-form">
      <Title order={2} size="h4" id={titleId} mb={4}>
        {t(`event.campaign.${kind}.title`)}
      </Title>
      {done ? (
        <Alert color="green" role="status" data-testid="campaign-done">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t(`event.campaign.${kind}.hint`)}</Text>
            {failure && (
              <Alert color="red" role="alert" data-testid="campaign-failure">
                {failure}
              </Alert>
            )}
            <TextInput
              {...register('name')}
              label={t('event.campaign.name')}
              autoComplete="name"
              maxLength={200}
              withAsterisk
              {...errorProps(errorText(t, errors.name))}
            />
            <TextInput
              {...register('email')}
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...errorProps(errorText(t, errors.email))}
            />
            <MaskedField
              control={control}
              name="cpf"
              mask={CPF_MASK}
              label={t('account.fields.cpf')}
              inputMode="numeric"
              withAsterisk
              {...errorProps(errorText(t, errors.cpf))}
            />
            <MaskedField
              control={control}
              name="phone"
              mask={BRAZIL_PHONE_MASK}
              label={t('account.fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              withAsterisk
              {...errorProps(errorText(t, errors.phone))}
            />
            <Button type="submit" loading={join.isPending}>
              {t(`event.campaign.${kind}.submit`)}
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
