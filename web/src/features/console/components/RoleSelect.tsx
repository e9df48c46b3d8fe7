import { Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../roles';
import type { Role } from '../types';

/**
 * The phone's own picker for a role. Mantine's Input as a select rather than NativeSelect,
 * whose chevron module, shared with the storefront's first pages, would be split out of
 * their chunk into one more request.
 */
export function RoleSelect({ label, value, onChange }: { label: string; value: Role; onChange: (role: Role) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id} miw={160}>
      <Input
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value as Role)}
        rightSection={<span aria-hidden="true">▾</span>}
        rightSectionPointerEvents="none"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`console.roles.${role}`)}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
