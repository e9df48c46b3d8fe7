import type { FieldValues, Path, UseFormGetValues, UseFormTrigger } from 'react-hook-form';

/**
 * register() options for a password checked against its confirmation: a change of the password
 * checks the confirmation again, once it has been typed. (`deps` checked it before the visitor
 * got there, so 'Campo obrigatório.' showed under a field still to fill, and vanished when it lost
 * the focus: the form moved up under the finger and the tap that moved the focus missed.)
 */
export function rechecksConfirmation<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  trigger: UseFormTrigger<T>,
  confirmation: Path<T>,
) {
  return {
    onChange: () => {
      if (getValues(confirmation)) void trigger(confirmation);
    },
  };
}
