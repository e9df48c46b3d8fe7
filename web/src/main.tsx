import './app/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getTerminalId } from './lib/terminal';
import { getVisitorId } from './lib/visitor-id';

// Both ids exist from the first visit on, before any call needs them.
getTerminalId();
getVisitorId();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
