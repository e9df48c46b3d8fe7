import type { AccountDialogRequest } from '../account-dialogs-context';
import { EditDataDialog } from './EditDataDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';

interface AccountDialogHostProps {
  request: AccountDialogRequest;
  opened: boolean;
  onClose: () => void;
}

/** Renders the requested account dialog (loaded lazily with all of them). */
export function AccountDialogHost({ request, opened, onClose }: AccountDialogHostProps) {
  switch (request.kind) {
    case 'login':
      return <LoginDialog opened={opened} onClose={onClose} credentials={request.credentials} />;
    case 'register':
      return <RegisterDialog opened={opened} onClose={onClose} />;
    case 'forgot':
      return <ForgotPasswordDialog opened={opened} onClose={onClose} />;
    case 'editData':
      return <EditDataDialog opened={opened} onClose={onClose} />;
  }
}
