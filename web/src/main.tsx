import { initialLanguageReady } from './app/i18n';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { syncCityCookie } from './features/city/selected-city';
import { getTerminalId } from './lib/terminal';
import { getVisitorId } from './lib/visitor-id';

// Both ids exist from the first visit on, before any call needs them.
getTerminalId();
getVisitorId();
syncCityCookie();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render yields every few milliseconds instead of holding the main
// thread for the whole page, so taps go through meanwhile.
// A visitor who chose English waits for its texts (a lazy chunk) rather than seeing Portuguese.
void initialLanguageReady.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
