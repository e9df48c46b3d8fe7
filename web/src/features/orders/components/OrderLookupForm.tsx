import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedField } from '../../account/components/MaskedField';
import { CPF_MASK } from '../../account/masks';
import { lookupSchema, type LookupValues } from '../schemas';
import { useFieldError } from './field-error';

/** Order code plus the buyer's CPF (optional): what a visitor types to find an order. */
export function OrderLookupForm({ onSubmit }: { onSubmit: (values: LookupValues) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, handleSubmit, formState } = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    mode: 'onTouched',
    defaultValues: { hash: '', document: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput
          {...register('hash')}
          label={t('lookup.hash')}
          description={t('lookup.hashHint')}
          descriptionProps={{ c: 'gray.7' }}
          autoComplete="off"
          spellCheck={false}
          withAsterisk
          {...fieldError(formState.errors.hash)}
        />
        <MaskedField
          control={control}
          name="document"
          mask={CPF_MASK}
          label={t('lookup.document')}
          description={t('lookup.documentHint')}
          descriptionProps={{ c: 'gray.7' }}
          inputMode="numeric"
          {...fieldError(formState.errors.document)}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          {t('lookup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
