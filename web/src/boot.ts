// The page's entry. The app's code and stylesheets are requested once the server's first
// screen (webui/shell.go: the header, and the event's poster or the home banner's first) has
// its poster, so that screen waits for nothing but the HTML and that image: on a phone the
// scripts would otherwise share the connection with it. A poster still loading after
// POSTER_WAIT_MS (a slow host) stops holding the app back. Vite loads the app's stylesheets
// with it and runs the app once they have applied. React DOM is evaluated first, in a task
// of its own (vendor.ts): evaluated with the app, the two made one task of about 110 ms on a
// 4x slowed CPU.
const POSTER_WAIT_MS = 2500;

let started = false;
function start() {
  if (started) return;
  started = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./vendor').then(() => setTimeout(() => void import('./main')));
    }),
  );
}

const poster = document.querySelector<HTMLImageElement>('.shell-page img');
if (!poster || poster.complete) {
  start();
} else {
  poster.addEventListener('load', start, { once: true });
  poster.addEventListener('error', start, { once: true });
  setTimeout(start, POSTER_WAIT_MS);
}
