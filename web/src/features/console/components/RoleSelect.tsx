import { useTranslation } from 'react-i18next';
import { ROLES } from '../roles';
import type { Role } from '../types';
import { PlainSelect } from './PlainSelect';

/** The phone's own picker for a role. */
export function RoleSelect({ label, value, onChange }: { label: string; value: Role; onChange: (role: Role) => void }) {
  const { t } = useTranslation();
  const options = ROLES.map((role) => ({ value: role, label: t(`console.roles.${role}`) }));
  return <PlainSelect label={label} value={value} options={options} onChange={onChange} miw={160} />;
}
