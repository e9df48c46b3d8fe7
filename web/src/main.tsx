import './app/i18n';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getTerminalId } from './lib/terminal';
import { getVisitorId } from './lib/visitor-id';

// Both ids exist from the first visit on, before any call needs them.
getTerminalId();
getVisitorId();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app starts after the browser has painted the server's shell (webui/shell.go: the header
// and the event's poster), a frame later where the script is already there, seconds earlier
// on a slow phone. As a transition, its first render then yields every few milliseconds
// instead of holding the main thread for the whole page, so taps go through meanwhile.
function start(container: HTMLElement) {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
requestAnimationFrame(() => setTimeout(() => start(root)));
