// Package demo seeds the demonstration catalog that `make run` shows.
package demo

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/store"
)

//go:embed media/*
var media embed.FS

// Media holds the demo stores' images, served at /media/demo/.
func Media() fs.FS {
	sub, err := fs.Sub(media, "media")
	if err != nil {
		panic(err)
	}
	return sub
}

// categories of the demo; the last one is hidden and must never be listed.
var categories = []catalog.Category{
	{Codigo: 1, Nome: "Shows"}, {Codigo: 2, Nome: "Festas e baladas"}, {Codigo: 3, Nome: "Teatro"},
	{Codigo: 4, Nome: "Stand-up"}, {Codigo: 5, Nome: "Esportes"}, {Codigo: 6, Nome: "Infantil"},
	{Codigo: 7, Nome: "Cursos e workshops"}, {Codigo: 8, Nome: "Gastronomia"},
	{Codigo: 9, Nome: "Festivais"}, {Codigo: 99, Nome: "Cortesias internas", Oculto: 1},
}

const seededKey = "demo_seeded"

// Seed writes the demo stores and categories. With onlyIfEmpty it does nothing when the
// demo was seeded before, so restarts keep an operator's changes.
func Seed(ctx context.Context, d *db.DB, stores *store.Service, cat *catalog.Service, onlyIfEmpty bool) error {
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
	_, err := d.Exec(ctx, `INSERT INTO app_meta (key, value) VALUES (?, '1')
		ON CONFLICT (key) DO NOTHING`, seededKey)
	return err
}
