package app_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/gen2brain/webp"

	"github.com/catraca/catraca/internal/catalog"
)

// uploadPoster sends body as an event's poster, declared as contentType.
func (c *consoleEnv) uploadPoster(t *testing.T, token string, event int64, contentType string, body io.Reader, headers ...string) (int, map[string]any) {
	t.Helper()
	r, err := http.NewRequest("POST", c.srv.URL+consolePath(event, "poster"), body)
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("Content-Type", contentType)
	r.Header.Set("Authorization", "Bearer "+token)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.srv.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]any{}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("poster: %d, not JSON: %v", res.StatusCode, err)
	}
	return res.StatusCode, out
}

// An owner or manager uploads an event's poster: it is stored in the widths and formats of an
// imported one, the event's imagem becomes its reference (which the document's read and write
// keep as is), the change is audited, and the storefront's card and page show it exactly as an
// imported poster. Another organizer's event is not found; anything but a whole JPEG, PNG or
// WebP within the limits is refused with a message, changing nothing.
func TestConsolePosterUpload(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		event := c.venda.event
		jpg := posterPicture(t, 1500, 844, func(w io.Writer, m image.Image) error { return jpeg.Encode(w, m, nil) })
		imagem := func() string {
			var v string
			if err := e.a.DB.QueryRow(context.Background(), "SELECT imagem FROM events WHERE id = ?", event).Scan(&v); err != nil {
				t.Fatal(err)
			}
			return v
		}
		stored := func() int {
			var n int
			if err := e.a.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM media").Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}

		// Refusals first: each leaves the event and the stored posters as they were.
		was, none := imagem(), stored()
		if status, res := c.uploadPoster(t, c.other, event, "image/jpeg", bytes.NewReader(jpg)); status != 404 {
			t.Errorf("another organizer's event: %d %v", status, res)
		}
		if status, res := c.uploadPoster(t, c.owner, idsOf(t, e.a, "perto").event, "image/jpeg", bytes.NewReader(jpg)); status != 404 {
			t.Errorf("the other organizer's event: %d %v", status, res)
		}
		if status, _ := c.uploadPoster(t, c.door, event, "image/jpeg", bytes.NewReader(jpg)); status != 403 {
			t.Errorf("a door user uploads: %d", status)
		}
		if status, res := c.uploadPoster(t, c.owner, event, "image/gif", bytes.NewReader(jpg)); status != 415 ||
			res["message"] != "O cartaz deve ser uma imagem JPEG, PNG ou WebP." {
			t.Errorf("a GIF: %d %v", status, res)
		}
		if status, res := c.uploadPoster(t, c.owner, event, "image/png", strings.NewReader("isto não é uma imagem")); status != 422 ||
			res["message"] != "O cartaz deve ser uma imagem JPEG, PNG ou WebP." {
			t.Errorf("text sent as PNG: %d %v", status, res)
		}
		if status, res := c.uploadPoster(t, c.owner, event, "image/jpeg", bytes.NewReader(jpg[:len(jpg)/2])); status != 422 ||
			res["message"] != "Não foi possível ler o cartaz: a imagem está corrompida ou incompleta." {
			t.Errorf("a truncated JPEG: %d %v", status, res)
		}
		if status, res := c.uploadPoster(t, c.owner, event, "image/jpeg", bytes.NewReader(jpg[:len(jpg)/2]), "Accept-Language", "en"); status != 422 ||
			res["message"] != "The poster could not be read: the image is broken or incomplete." {
			t.Errorf("a truncated JPEG, in English: %d %v", status, res)
		}
		if status, res := c.uploadPoster(t, c.owner, event, "image/png", bytes.NewReader(hugePNGHeader(t, 10000, 5000))); status != 422 ||
			res["message"] != "O cartaz deve ter no máximo 40 megapixels." {
			t.Errorf("50 megapixels: %d %v", status, res)
		}
		big := io.MultiReader(bytes.NewReader(jpg), bytes.NewReader(make([]byte, 15<<20)))
		if status, res := c.uploadPoster(t, c.owner, event, "image/jpeg", big); status != 413 ||
			res["message"] != "O cartaz deve ter no máximo 15 MB." {
			t.Errorf("over 15 MB: %d %v", status, res)
		}
		if imagem() != was || stored() != none {
			t.Fatalf("a refused poster changed something: %q, %d posters", imagem(), stored()-none)
		}

		status, up := c.uploadPoster(t, c.manager, event, "image/jpeg", bytes.NewReader(jpg))
		ref := regexp.MustCompile(`^https?://[^/]+(/media/img/(\d+)/1280\.jpg)$`).FindStringSubmatch(str(up["imagem"]))
		if status != 201 || ref == nil || up["url"] != "/media/img/"+ref[2]+"/640.webp" {
			t.Fatalf("upload: %d %v", status, up)
		}
		if imagem() != up["imagem"] {
			t.Errorf("the event's imagem: %q, want %q", imagem(), up["imagem"])
		}
		r, err := c.srv.Client().Get(c.srv.URL + str(up["url"]))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if cfg, err := webp.DecodeConfig(bytes.NewReader(body)); r.StatusCode != 200 || err != nil || cfg.Width != 640 {
			t.Errorf("the preview: %d %+v %v", r.StatusCode, cfg, err)
		}
		if actions := strings.Join(auditActions(t, c.srv, c.owner), ","); !strings.Contains(actions, "event.poster") {
			t.Errorf("audit: %s", actions)
		}

		// The storefront: the card and the page carry the stored renditions, as for an import.
		_, page, _ := detail(t, c.srv, event, "{}")
		v := page.ImagemVariantes
		if v == nil || v.Largura != 1500 || v.Altura != 844 || page.Imagem != ref[1] {
			t.Fatalf("event page: %+v %q", v, page.Imagem)
		}
		for _, w := range []string{"320w", "640w", "960w", "1280w"} {
			if !strings.Contains(v.Srcset, ".jpg "+w) || !strings.Contains(v.SrcsetWebp, ".webp "+w) {
				t.Errorf("srcset lacks %s: %q / %q", w, v.Srcset, v.SrcsetWebp)
			}
		}
		// The event page's first HTML asks for it at once, as for an imported poster.
		status, html := reqRaw(t, c.srv, "GET", "/evento/"+itoa(event), nil)
		preload := `<link rel="preload" as="image" fetchpriority="high" href="` + page.Imagem + `" imagesrcset="` +
			v.SrcsetWebp + `" imagesizes="(max-width: 75em) 100vw, 1200px" type="image/webp">`
		if status != 200 || !strings.Contains(string(html), preload) {
			t.Errorf("event page: %d, lacks %s", status, preload)
		}
		status, list := reqRaw(t, c.srv, "POST", "/api/v2/events/list", map[string]any{})
		var cards catalog.EventPage
		if err := json.Unmarshal(list, &cards); status != 200 || err != nil {
			t.Fatalf("list: %d %v", status, err)
		}
		found := false
		for _, card := range cards.Eventos {
			if card.ID == event {
				found = true
				if card.Imagem != page.Imagem || card.ImagemVariantes == nil || *card.ImagemVariantes != *v {
					t.Errorf("card: %q %+v, want the page's %q %+v", card.Imagem, card.ImagemVariantes, page.Imagem, v)
				}
			}
		}
		if !found {
			t.Errorf("the event's card is not listed")
		}

		// The document's read and write keep the reference; the write fetches nothing.
		status, doc := c.get(t, c.owner, consolePath(event, "")[:len(consolePath(event, ""))-1])
		if status != 200 || doc["imagem"] != up["imagem"] {
			t.Fatalf("document: %d %v", status, doc["imagem"])
		}
		posters := stored()
		if status, res := req(t, c.srv, "PUT", "/api/organizer/events/"+itoa(event), doc, bearer(c.owner)...); status != 200 || res["imagem"] != up["imagem"] {
			t.Errorf("replace with the poster: %d %v", status, res["imagem"])
		}
		if stored() != posters {
			t.Errorf("the write stored the poster again")
		}

		// A WebP with transparency keeps PNG as its own format, in its widths up to its own.
		wp := posterPicture(t, 800, 450, func(w io.Writer, m image.Image) error {
			m.(*image.RGBA).Pix[3] = 0
			return webp.Encode(w, m, webp.Options{Lossless: true})
		})
		status, up = c.uploadPoster(t, c.owner, event, "image/webp", bytes.NewReader(wp))
		if status != 201 || !strings.HasSuffix(str(up["imagem"]), "/800.png") || !strings.HasSuffix(str(up["url"]), "/640.webp") {
			t.Fatalf("a WebP: %d %v", status, up)
		}
		if _, page, _ := detail(t, c.srv, event, "{}"); page.ImagemVariantes == nil || !strings.HasSuffix(page.ImagemVariantes.Srcset, ".png 800w") {
			t.Errorf("the WebP's page: %+v", page.ImagemVariantes)
		}
	})
}

// hugePNGHeader is the start of a PNG that says it is w×h: enough for a decoder to read its
// size and refuse it, without the pixels.
func hugePNGHeader(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	binary.BigEndian.PutUint32(b[16:], uint32(w)) // IHDR's data begins at 16, its type at 12
	binary.BigEndian.PutUint32(b[20:], uint32(h))
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}
