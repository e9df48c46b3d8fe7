package app

import (
	"fmt"
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// compressed wraps h so answers built per request (store configuration, organizer pages,
// account answers, the demo's SVG posters, the OpenAPI document) leave compressed too, in
// zstd or gzip as the client accepts. Cached catalog answers and build files arrive already
// encoded (Content-Encoding set) and pass through untouched; small answers are sent as they are.
// The waiting room's event streams are not compressed: a compressor holds small events back
// until it has enough to compress, and each must reach the visitor at once.
func compressed(h http.Handler) (http.Handler, error) {
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(1024), gzhttp.PreferZstd(true),
		gzhttp.ExceptContentTypes([]string{"text/event-stream"}))
	if err != nil {
		return nil, fmt.Errorf("compression: %w", err)
	}
	return wrap(h), nil
}
