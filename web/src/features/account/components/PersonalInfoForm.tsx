import { Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { updateLoggedUser, type LoggedUser } from '../../../lib/session';
import { formatCpf, toProfilePhone } from '../../../lib/validation';
import { detailsToUser } from '../api/client-details';
import { BRAZIL_ISO, countryName, useCountries } from '../api/countries';
import { serverFieldMessage } from '../api/form-errors';
import { PROFILE_FIELDS, profileSchema, updateProfile, type ProfileUpdate } from '../api/profile';
import { INTERNATIONAL_PHONE_MASK, PROFILE_PHONE_MASK } from '../masks';
import { errorProps, errorText } from './form-text';
import { MaskedField } from './MaskedField';

interface PersonalInfoFormProps {
  user: LoggedUser;
  /** The close event of a 200 (spec section 4, "Profile save"). */
  onSaved: () => void;
}

/**
 * Personal information (spec section 2): name, last name, country and CPF
 * read-only, cellphone masked (##) ##### ####. The form checks the server's
 * rules before sending, and a refusal the server explains field by field
 * ('Celular inválido.') shows under that field; only an unexplained failure
 * says 'Erro Inesperado'. A customer from another country keeps the
 * international mask: their number would not fit the Brazilian one.
 */
export function PersonalInfoForm({ user, onSaved }: PersonalInfoFormProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const countries = useCountries();
  const brazil = (user.country ?? BRAZIL_ISO) === BRAZIL_ISO;
  const resolver = useMemo(() => zodResolver(profileSchema(brazil)), [brazil]);
  const { control, register, handleSubmit, formState, setError } = useForm<ProfileUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: user.name ?? '',
      lastname: user.lastname ?? '',
      phone: brazil ? toProfilePhone(user.phone ?? '') : (user.phone ?? ''),
    },
  });
  const { errors } = formState;

  const save = handleSubmit(async (form) => {
    try {
      const answer = await updateProfile({ name: form.name.trim(), lastname: form.lastname.trim(), phone: form.phone });
      updateLoggedUser(detailsToUser(answer));
      showSnackbar({ message: t('account.editData.saved'), color: 'success' });
      onSaved();
    } catch (error) {
      let explained = false;
      for (const field of PROFILE_FIELDS) {
        const message = serverFieldMessage(error, field);
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !explained });
        explained = true;
      }
      if (!explained) showSnackbar({ message: t('account.messages.unexpected'), color: 'error' });
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="account-personal">
      <Title order={3} size="h5" id="account-personal">
        {t('account.editData.personal')}
      </Title>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              {...register('name')}
              label={t('account.fields.name')}
              autoComplete="given-name"
              {...errorProps(errorText(t, errors.name))}
            />
            <TextInput
              {...register('lastname')}
              label={t('account.fields.lastname')}
              autoComplete="family-name"
              {...errorProps(errorText(t, errors.lastname))}
            />
          </SimpleGrid>
          {/* Read-only, and looking it: filled, without a border (Mantine's filled variant). */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('account.fields.country')} value={countryName(countries.data, user.country)} readOnly variant="filled" />
            {brazil ? (
              <TextInput label={t('account.fields.cpf')} value={formatCpf(user.document ?? '')} readOnly variant="filled" />
            ) : (
              <TextInput label={t('account.fields.document')} value={user.foreignDocument ?? ''} readOnly variant="filled" />
            )}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('account.editData.readOnlyHint')}
          </Text>
          <MaskedField
            control={control}
            name="phone"
            mask={brazil ? PROFILE_PHONE_MASK : INTERNATIONAL_PHONE_MASK}
            label={t('account.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...errorProps(errorText(t, errors.phone))}
          />
          <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-end' }}>
            {t('account.editData.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
