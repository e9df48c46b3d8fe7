import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Dialogs in general are at most 550 wide (spec section 9). */
export const DIALOG_MAX_WIDTH = 550;

/**
 * The account dialogs' frame: Mantine's modal gives role=dialog, aria-modal,
 * the title as its name, a focus trap and Escape; its close button gets a
 * translated name.
 */
export function AccountModal({ children, size = DIALOG_MAX_WIDTH, ...props }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('account.closeDialog') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // The checkout leaves room under these for the storefront's chat bubble (CheckoutScreen.module.css).
      data-account-dialog
      {...props}
    >
      {children}
    </Modal>
  );
}
