import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Header.module.css';
import { useSearchSubmit } from './use-search-submit';

interface SearchFieldProps {
  testId: string;
  autoFocus?: boolean;
  /** The fullscreen dialog has a separate Search button instead of the icon. */
  withButton?: boolean;
  onSearched?: () => void;
  /** Text shown at first (the results page shows its query). */
  defaultValue?: string;
  /** Replaces going to the search route (the results page keeps its filters). */
  onSearch?: (text: string) => void;
}

/** Rounded search input with a magnifier button; too-short text shows a brief failure. */
export function SearchField({ testId, autoFocus, withButton, onSearched, defaultValue = '', onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState(defaultValue);
  const { failed, submit } = useSearchSubmit(onSearch);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit(text)) onSearched?.();
  }

  return (
    <form role="search" onSubmit={onSubmit} className={classes.searchForm}>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        data-testid={testId}
        data-autofocus={autoFocus || undefined}
        radius="xl"
        classNames={{ input: classes.searchInput }}
        error={failed}
        aria-describedby={hintId}
        className={failed ? classes.shake : undefined}
        leftSection={withButton ? <IconSearch size={18} aria-hidden /> : undefined}
        rightSectionPointerEvents="all"
        rightSection={
          withButton ? undefined : (
            <ActionIcon type="submit" variant="subtle" color="gray" radius="xl" aria-label={t('search.submit')}>
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          )
        }
      />
      {/* Always in the DOM so screen readers announce the message when it appears. */}
      <span
        id={hintId}
        role="status"
        className={failed ? classes.searchHint : classes.searchHintIdle}
        data-inline={withButton || undefined}
      >
        {failed ? t('search.tooShort') : ''}
      </span>
      {withButton && (
        <Button type="submit" fullWidth mt="md">
          {t('search.submit')}
        </Button>
      )}
    </form>
  );
}
