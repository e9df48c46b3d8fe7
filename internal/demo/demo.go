// Package demo seeds the demonstration catalog that `make run` shows.
package demo

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
	"github.com/catraca/catraca/internal/store"
)

//go:embed media/*
var media embed.FS

// Media serves the demo stores' images and the generated event posters at /media/demo/.
func Media() http.Handler {
	files := map[string][]byte{}
	entries, err := fs.ReadDir(media, "media")
	if err != nil {
		panic(err) // embedded at build time
	}
	for _, e := range entries {
		files[e.Name()], _ = fs.ReadFile(media, "media/"+e.Name())
	}
	for name, svg := range EventImages(Catalog(time.Now())) {
		files["events/"+name] = svg
	}
	started := time.Now()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/media/demo/")
		data, ok := files[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=86400")
		http.ServeContent(w, r, name, started, bytes.NewReader(data))
	})
}

// categories of the demo; the last one is hidden and must never be listed.
var categories = []catalog.Category{
	{Codigo: 1, Nome: "Shows"}, {Codigo: 2, Nome: "Festas e baladas"}, {Codigo: 3, Nome: "Teatro"},
	{Codigo: 4, Nome: "Stand-up"}, {Codigo: 5, Nome: "Esportes"}, {Codigo: 6, Nome: "Infantil"},
	{Codigo: 7, Nome: "Cursos e workshops"}, {Codigo: 8, Nome: "Gastronomia"},
	{Codigo: 9, Nome: "Festivais"}, {Codigo: 99, Nome: "Cortesias internas", Oculto: 1},
}

const seededKey = "demo_seeded"

// Seed writes the demo stores, categories and events, with dates relative to now, and sells
// out the sold-out case through the stock code. With onlyIfEmpty it does nothing when the demo
// was seeded before, so restarts keep an operator's changes; `catraca seed --demo` refreshes it.
func Seed(ctx context.Context, d *db.DB, stores *store.Service, cat *catalog.Service, now time.Time, onlyIfEmpty bool) error {
	if onlyIfEmpty {
		var v string
		err := d.QueryRow(ctx, "SELECT value FROM app_meta WHERE key = ?", seededKey).Scan(&v)
		if err == nil {
			return nil
		}
		if !errors.Is(err, db.ErrNotFound) {
			return fmt.Errorf("demo: %w", err)
		}
	}
	for _, st := range demoStores {
		if _, err := stores.Upsert(ctx, st); err != nil {
			return fmt.Errorf("demo store %s: %w", st.Name, err)
		}
	}
	for i, c := range categories {
		if err := cat.SaveCategory(ctx, c, i); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	if _, err := cat.Apply(ctx, Catalog(now)); err != nil {
		return fmt.Errorf("demo catalog: %w", err)
	}
	if err := sellOut(ctx, d, cat); err != nil {
		return err
	}
	_, err := d.Exec(ctx, `INSERT INTO app_meta (key, value) VALUES (?, '1')
		ON CONFLICT (key) DO NOTHING`, seededKey)
	return err
}

// sellOut records the sold-out case's sales; a sector already sold out (a second seed) is left.
func sellOut(ctx context.Context, d *db.DB, cat *catalog.Service) error {
	return d.InTx(ctx, func(tx *db.Tx) error {
		for _, so := range SoldOut() {
			id, err := cat.SectorID(ctx, tx, so.Event, so.Session, so.Sector)
			if err != nil {
				return err
			}
			if err := inventory.RecordSale(ctx, tx, id, so.Quantity); err != nil && !errors.Is(err, inventory.ErrSoldOut) {
				return err
			}
		}
		return nil
	})
}
