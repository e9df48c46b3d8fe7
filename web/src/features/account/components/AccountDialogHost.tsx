// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Switch.css';
import type { AccountDialogRequest } from '../account-dialogs-context';
import { EditDataDialog } from './EditDataDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';

interface AccountDialogHostProps {
  request: AccountDialogRequest;
  opened: boolean;
  onClose: () => void;
  /** After the closing animation. */
  onExited: () => void;
}

/** Renders the requested account dialog (loaded lazily with all of them). */
export function AccountDialogHost({ request, opened, onClose, onExited }: AccountDialogHostProps) {
  const common = { opened, onClose, onExited };
  switch (request.kind) {
    case 'login':
      return <LoginDialog {...common} credentials={request.credentials} />;
    case 'register':
      return <RegisterDialog {...common} />;
    case 'forgot':
      return <ForgotPasswordDialog {...common} />;
    case 'editData':
      return <EditDataDialog {...common} />;
  }
}
