// The page's entry. The app's code and stylesheets are requested after the browser has
// painted the server's first screen (webui/shell.go: the header and, on an event page, the
// poster), which therefore waits for nothing but the HTML. On a phone the scripts would queue
// behind that paint anyway; here they also leave it the whole connection. Vite preloads the
// app's modules and stylesheets together, and runs it once its stylesheets have applied.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
