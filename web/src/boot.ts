// The page's entry. The app's code and stylesheets are requested after the browser has
// painted the server's first screen (webui/shell.go: the header, and the event's poster or
// the home banner's first), which therefore waits for nothing but the HTML. On a phone the
// scripts would queue behind that paint anyway; here they also leave it the whole
// connection. Vite loads the app's stylesheets with it and runs the app once they have
// applied.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
