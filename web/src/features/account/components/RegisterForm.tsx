import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import { isValidEmail, isValidMaskedCpf } from '../../../lib/validation';
import { BRAZIL_ISO, useCountries } from '../api/countries';
import { serverMessage } from '../api/form-errors';
import {
  EMPTY_REGISTRATION,
  postRegistration,
  registrationPayload,
  registrationSchema,
  type RegistrationForm as RegistrationValues,
} from '../api/register';
import type { Credentials } from '../api/types';
import { BRAZIL_PHONE_MASK, CPF_MASK, INTERNATIONAL_PHONE_MASK } from '../masks';
import { errorProps, errorText } from './form-text';
import { MaskedField } from './MaskedField';
import { useAvailability } from './use-availability';
import { rechecksConfirmation } from '../confirm-password';

interface RegisterFormProps {
  /** After a 200: log in with the new credentials. */
  onRegistered: (credentials: Credentials) => void;
  onLogin: () => void;
}

// Until the list loads the default country is already there to be shown.
const BRAZIL_OPTION = { value: BRAZIL_ISO, label: 'Brasil' };

/** The registration form (spec section 5, "Registration"); submit stays disabled while it is invalid. */
export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const countries = useCountries();
  const availability = useAvailability();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, getValues, setValue, clearErrors, trigger } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTRATION,
  });
  const [country, email, documentValue] = useWatch({ control, name: ['country', 'email', 'document'] });
  const brazil = country === BRAZIL_ISO;
  const emailTaken = availability.emailTaken(email);
  const cpfTaken = brazil && availability.cpfTaken(documentValue);
  const options = countries.data?.map((c) => ({ value: c.iso, label: c.nome })) ?? [BRAZIL_OPTION];
  const { errors } = formState;

  const changeCountry = (next: string | null, onChange: (value: string) => void) => {
    if (!next || next === getValues('country')) return;
    // Changing the country clears the document fields (spec section 5); the
    // phone too when its rule changes, since its mask changes with it.
    setValue('document', '');
    setValue('foreignDocument', '');
    if ((next === BRAZIL_ISO) !== brazil) setValue('phone', '');
    clearErrors(['document', 'foreignDocument', 'phone']);
    availability.forgetCpf();
    onChange(next);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await postRegistration(registrationPayload(values));
      onRegistered({ username: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(serverMessage(error) ?? t('account.messages.unexpected'));
    }
  });

  const emailError = errorText(t, errors.email) ?? (emailTaken ? t('account.validation.emailTaken') : undefined);
  const cpfError = errorText(t, errors.document) ?? (cpfTaken ? t('account.validation.cpfTaken') : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...register('email', {
            onBlur: (event: { target: { value: string } }) => {
              const value = event.target.value.trim();
              if (isValidEmail(value)) void availability.checkEmail(value);
            },
          })}
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...errorProps(emailError)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...register('name')}
            label={t('account.fields.name')}
            autoComplete="given-name"
            withAsterisk
            {...errorProps(errorText(t, errors.name))}
          />
          <TextInput
            {...register('lastname')}
            label={t('account.fields.lastname')}
            autoComplete="family-name"
            withAsterisk
            {...errorProps(errorText(t, errors.lastname))}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('account.fields.country')}
              data={options}
              value={field.value}
              onChange={(next) => changeCountry(next, field.onChange)}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('account.fields.countrySearch')}
              autoComplete="off"
              withAsterisk
              {...errorProps(errorText(t, errors.country))}
            />
          )}
        />
        {brazil ? (
          <MaskedField
            control={control}
            name="document"
            mask={CPF_MASK}
            onBlur={(event) => {
              const cpf = event.currentTarget.value;
              if (isValidMaskedCpf(cpf)) void availability.checkCpf(cpf);
            }}
            label={t('account.fields.cpf')}
            inputMode="numeric"
            withAsterisk
            {...errorProps(cpfError)}
          />
        ) : (
          <TextInput
            {...register('foreignDocument')}
            label={t('account.fields.foreignDocument')}
            withAsterisk
            {...errorProps(errorText(t, errors.foreignDocument))}
          />
        )}
        <MaskedField
          control={control}
          name="phone"
          // Another mask is another field: remount instead of reshaping the typed text.
          key={brazil ? 'br' : 'intl'}
          mask={brazil ? BRAZIL_PHONE_MASK : INTERNATIONAL_PHONE_MASK}
          label={t('account.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          withAsterisk
          {...errorProps(errorText(t, errors.phone))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInput
            {...register('password', rechecksConfirmation(getValues, trigger, 'confirmPassword'))}
            label={t('account.fields.password')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('account.fields.togglePassword') }}
            {...errorProps(errorText(t, errors.password))}
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('account.fields.togglePassword') }}
            {...errorProps(errorText(t, errors.confirmPassword))}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              label={<TermsLabel storeName={config.name} terms={config.configs.template.termos} privacy={config.configs.template.privacidade} />}
              data-testid="register-terms"
              // Checkbox has no errorProps; Mantine links its error to the input by aria-describedby itself.
              error={errorText(t, errors.terms)}
            />
          )}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          fullWidth
          mt="xs"
          loading={formState.isSubmitting}
          disabled={!formState.isValid || emailTaken || cpfTaken}
        >
          {t('account.register.submit')}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">{t('account.register.haveAccount')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={onLogin}>
            {t('account.register.login')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Li e aceito os termos de uso e a política de privacidade de {store}', each a link when the store has one. */
function TermsLabel({ storeName, terms, privacy }: { storeName: string; terms?: string; privacy?: string }) {
  const link = (href: string | undefined) =>
    href?.trim() ? <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit /> : <span />;
  return (
    <Trans
      i18nKey="account.register.terms"
      values={{ store: storeName }}
      components={{ terms: link(terms), privacy: link(privacy) }}
    />
  );
}
