import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { updateLoggedUser, type LoggedUser } from '../../../lib/session';
import { formatCpf, toProfilePhone } from '../../../lib/validation';
import { detailsToUser } from '../api/client-details';
import { BRAZIL_ISO, countryName, useCountries } from '../api/countries';
import { updateProfile, type ProfileUpdate } from '../api/profile';
import { INTERNATIONAL_PHONE_MASK, PROFILE_PHONE_MASK } from '../masks';
import { MaskedTextInput } from './MaskedTextInput';

interface PersonalInfoFormProps {
  user: LoggedUser;
  /** The close event of a 200 (spec section 4, "Profile save"). */
  onSaved: () => void;
}

/**
 * Personal information (spec section 2): name, last name, country and CPF
 * read-only, cellphone masked (##) ##### ####. No validation on this form
 * (spec section 5); the server checks the phone and a refusal shows 'Erro
 * Inesperado'. A customer from another country keeps the international mask:
 * their number would not fit the Brazilian one.
 */
export function PersonalInfoForm({ user, onSaved }: PersonalInfoFormProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const countries = useCountries();
  const brazil = (user.country ?? BRAZIL_ISO) === BRAZIL_ISO;
  const { control, register, handleSubmit, formState } = useForm<ProfileUpdate>({
    defaultValues: {
      name: user.name ?? '',
      lastname: user.lastname ?? '',
      phone: brazil ? toProfilePhone(user.phone ?? '') : (user.phone ?? ''),
    },
  });

  const save = handleSubmit(async (form) => {
    try {
      const answer = await updateProfile({ name: form.name.trim(), lastname: form.lastname.trim(), phone: form.phone });
      updateLoggedUser(detailsToUser(answer));
      showSnackbar({ message: t('account.editData.saved'), color: 'success' });
      onSaved();
    } catch {
      showSnackbar({ message: t('account.messages.unexpected'), color: 'error' });
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
            <TextInput {...register('name')} label={t('account.fields.name')} autoComplete="given-name" />
            <TextInput {...register('lastname')} label={t('account.fields.lastname')} autoComplete="family-name" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('account.fields.country')} value={countryName(countries.data, user.country)} readOnly />
            {brazil ? (
              <TextInput label={t('account.fields.cpf')} value={formatCpf(user.document ?? '')} readOnly />
            ) : (
              <TextInput label={t('account.fields.document')} value={user.foreignDocument ?? ''} readOnly />
            )}
          </SimpleGrid>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <MaskedTextInput
                mask={brazil ? PROFILE_PHONE_MASK : INTERNATIONAL_PHONE_MASK}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                label={t('account.fields.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )}
          />
          <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-end' }}>
            {t('account.editData.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
