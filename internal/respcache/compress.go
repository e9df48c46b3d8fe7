package respcache

import (
	"bytes"
	"strconv"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// minCompress is the size below which compressing saves less than the headers it costs.
const minCompress = 512

// Encodings this server produces, in order of preference when the client accepts several:
// zstd is smaller and faster to decode than gzip; every browser accepts gzip.
const (
	Zstd = "zstd"
	Gzip = "gzip"
)

// Negotiate picks the encoding for an Accept-Encoding header, or "" for none. A q=0 refuses.
func Negotiate(accept string) string {
	if accept == "" {
		return ""
	}
	var zstdOK, gzipOK bool
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if refused(params) {
			continue
		}
		switch name {
		case Zstd:
			zstdOK = true
		case Gzip, "x-gzip":
			gzipOK = true
		case "*":
			gzipOK = true
		}
	}
	switch {
	case zstdOK:
		return Zstd
	case gzipOK:
		return Gzip
	}
	return ""
}

// refused reports a q value of zero among the parameters.
func refused(params string) bool {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return err != nil || q <= 0
		}
	}
	return false
}

// zstdFast and zstdBest are shared encoders: EncodeAll is safe for concurrent use.
var (
	zstdFast, _ = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithEncoderConcurrency(1))
	zstdBest, _ = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
)

// Compress encodes data with name; best spends more time for a smaller result (build assets,
// compressed once per process). It returns nil for an unknown encoding.
func Compress(name string, data []byte, best bool) []byte {
	switch name {
	case Zstd:
		if best {
			return zstdBest.EncodeAll(data, make([]byte, 0, len(data)/3))
		}
		return zstdFast.EncodeAll(data, make([]byte, 0, len(data)/3))
	case Gzip:
		level := gzip.DefaultCompression
		if best {
			level = gzip.BestCompression
		}
		var b bytes.Buffer
		zw, err := gzip.NewWriterLevel(&b, level)
		if err != nil {
			return nil
		}
		_, _ = zw.Write(data)
		if zw.Close() != nil {
			return nil
		}
		return b.Bytes()
	}
	return nil
}

// encoded is the entry's body in encoding name, compressed on first demand.
func (e *entry) encoded(name string) []byte {
	if v, ok := e.enc.Load(name); ok {
		return v.([]byte)
	}
	o, _ := e.once.LoadOrStore(name, new(sync.Once))
	o.(*sync.Once).Do(func() {
		if out := Compress(name, e.resp.Body, false); out != nil {
			e.enc.Store(name, out)
		}
	})
	v, _ := e.enc.Load(name)
	b, _ := v.([]byte)
	return b
}
