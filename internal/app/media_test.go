package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gen2brain/webp"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// posterServer publishes a 1500×844 JPEG, a 200×100 PNG, a text file and a missing image,
// on loopback, counting fetches.
func posterServer(t *testing.T) (*httptest.Server, *atomic.Int64) {
	picture := func(w, h int, enc func(io.Writer, image.Image) error) []byte { return posterPicture(t, w, h, enc) }
	files := map[string][]byte{
		"/cartaz.jpg": picture(1500, 844, func(w io.Writer, m image.Image) error { return jpeg.Encode(w, m, nil) }),
		"/logo.png":   picture(200, 100, png.Encode),
		"/nota.txt":   []byte("isto não é uma imagem"),
	}
	var fetched atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fetched.Add(1)
		data, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "image/jpeg") // servers mislabel; the bytes decide
		_, _ = w.Write(data)
	}))
	t.Cleanup(srv.Close)
	return srv, &fetched
}

// posterPicture is a w×h gradient encoded by enc.
func posterPicture(t *testing.T, w, h int, enc func(io.Writer, image.Image) error) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var buf bytes.Buffer
	if err := enc(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func posterCatalog(base string) string {
	ev := func(id, nome, imagem, dia string) string {
		return `  - id: ` + id + `
    nome: ` + nome + `
    imagem: ` + imagem + `
    categoria: 1
    organizador: org
    local: pl
    timezone: America/Sao_Paulo
    sessoes:
      - id: s1
        inicio: 2030-01-` + dia + ` 21:00
        setores:
          - {id: a, nome: Pista, preco_centavos: 5000, capacidade: 10}
`
	}
	return `categories:
  - {codigo: 1, nome: Shows}
organizers:
  - {id: org, nome: Produtora}
places:
  - {id: pl, nome: Arena, cidade_ibge: 4205407}
events:
` + ev("grande", "Cartaz Grande", base+"/cartaz.jpg", "10") + ev("pequeno", "Cartaz Pequeno", base+"/logo.png", "11") +
		ev("texto", "Cartaz Texto", base+"/nota.txt", "12") + ev("sumido", "Cartaz Sumido", base+"/sumiu.jpg", "13")
}

// Posters are fetched once at import, served from the store's origin in each width the
// pages use, in their format and in WebP, with their size for the page's layout.
func TestImportStoresResizedPosters(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, err := app.Open(ctx, config.Config{DatabaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			posters, fetched := posterServer(t)
			file := filepath.Join(t.TempDir(), "catalogo.yaml")
			if err := os.WriteFile(file, []byte(posterCatalog(posters.URL)), 0o644); err != nil {
				t.Fatal(err)
			}
			res, err := a.Import(ctx, file)
			if err != nil {
				t.Fatal(err)
			}
			if res.Posters.Stored != 2 || res.Posters.Failed != 2 {
				t.Fatalf("posters: %+v; want 2 stored (JPEG, PNG) and 2 failed (text, missing)", res.Posters)
			}
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(checkContract(t, h))
			defer srv.Close()

			cards := map[string]catalog.EventCard{}
			res2, err := srv.Client().Post(srv.URL+"/api/v2/events/list", "application/json", nil)
			if err != nil {
				t.Fatal(err)
			}
			var page catalog.EventPage
			if err := json.NewDecoder(res2.Body).Decode(&page); err != nil {
				t.Fatal(err)
			}
			res2.Body.Close()
			for _, c := range page.Eventos {
				cards[c.Nome] = c
			}
			big := cards["Cartaz Grande"]
			v := big.ImagemVariantes
			if v == nil || v.Largura != 1500 || v.Altura != 844 {
				t.Fatalf("big poster: %+v", big)
			}
			if !strings.HasPrefix(big.Imagem, "/media/img/") || !strings.HasSuffix(big.Imagem, "/1280.jpg") {
				t.Errorf("src %q: want the largest stored rendition", big.Imagem)
			}
			for _, w := range []string{"320w", "640w", "960w", "1280w"} {
				if !strings.Contains(v.Srcset, ".jpg "+w) || !strings.Contains(v.SrcsetWebp, ".webp "+w) {
					t.Errorf("srcset lacks %s: %q / %q", w, v.Srcset, v.SrcsetWebp)
				}
			}
			small := cards["Cartaz Pequeno"].ImagemVariantes
			if small == nil || small.Srcset != cards["Cartaz Pequeno"].Imagem+" 200w" {
				t.Errorf("small poster: only its own width, in PNG: %+v %q", small, cards["Cartaz Pequeno"].Imagem)
			}
			if c := cards["Cartaz Texto"]; c.ImagemVariantes != nil || c.Imagem != posters.URL+"/nota.txt" {
				t.Errorf("a file that is not an image stays linked as published: %+v", c)
			}
			if c := cards["Cartaz Sumido"]; c.ImagemVariantes != nil || c.Imagem != posters.URL+"/sumiu.jpg" {
				t.Errorf("a missing poster stays linked as published: %+v", c)
			}

			get := func(path string) (*http.Response, []byte) {
				r, err := srv.Client().Get(srv.URL + path)
				if err != nil {
					t.Fatal(err)
				}
				defer r.Body.Close()
				body, _ := io.ReadAll(r.Body)
				return r, body
			}
			webpURL := strings.Replace(big.Imagem, "1280.jpg", "640.webp", 1)
			r, body := get(webpURL)
			if r.StatusCode != 200 || r.Header.Get("Content-Type") != "image/webp" ||
				!strings.Contains(r.Header.Get("Cache-Control"), "immutable") {
				t.Fatalf("%s: %d %v", webpURL, r.StatusCode, r.Header)
			}
			if cfg, err := webp.DecodeConfig(bytes.NewReader(body)); err != nil || cfg.Width != 640 || cfg.Height != 360 {
				t.Errorf("webp 640: %+v %v", cfg, err)
			}
			r, body = get(big.Imagem)
			if cfg, err := jpeg.DecodeConfig(bytes.NewReader(body)); r.StatusCode != 200 || err != nil || cfg.Width != 1280 {
				t.Errorf("jpeg 1280: %d %+v %v", r.StatusCode, cfg, err)
			}
			for _, bad := range []string{"/media/img/0/640.jpg", "/media/img/x/640.jpg", "/media/img/1/641.jpg",
				"/media/img/1/640.gif", "/media/img/1/640", "/media/img/999999/640.jpg"} {
				if r, _ := get(bad); r.StatusCode != 404 {
					t.Errorf("%s: %d, want 404", bad, r.StatusCode)
				}
			}

			id := eventID(t, srv, "Cartaz Grande")
			if code, e, _ := detail(t, srv, id, "{}"); code != 200 || e.ImagemVariantes == nil || e.Imagem != big.Imagem {
				t.Errorf("event page: %d %+v %q", code, e.ImagemVariantes, e.Imagem)
			}

			// The event page's first HTML asks for the poster at once, in the width the phone needs.
			r, body = get("/evento/" + itoa(id))
			preload := `<link rel="preload" as="image" fetchpriority="high" href="` + big.Imagem + `" imagesrcset="` +
				v.SrcsetWebp + `" imagesizes="(max-width: 75em) 100vw, 1200px" type="image/webp">`
			if r.StatusCode != 200 || !strings.Contains(string(body), preload) {
				t.Errorf("event page lacks %s", preload)
			}

			// A second import fetches only what is still missing.
			before := fetched.Load()
			if res, err := a.Import(ctx, file); err != nil || res.Posters.Stored != 0 || res.Posters.Failed != 2 {
				t.Fatalf("second import: %+v %v", res.Posters, err)
			}
			if n := fetched.Load() - before; n != 2 {
				t.Errorf("second import fetched %d posters, want only the 2 missing", n)
			}
		})
	}
}
