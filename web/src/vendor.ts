// React DOM is most of the app's code to evaluate (about 200 KB). boot.ts loads it on its own,
// so its evaluation and the app's are two tasks, each short enough not to hold a tap.
export { createRoot } from 'react-dom/client';
