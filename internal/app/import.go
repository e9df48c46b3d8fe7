package app

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/catalog/imports"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/media"
)

// maxImportBytes bounds a catalog file; a real one is far smaller.
const maxImportBytes = 32 << 20

// ImportResult counts what an import wrote, and the posters it fetched.
type ImportResult struct {
	catalog.ApplyResult
	Posters media.SyncResult
}

// Import loads or updates the catalog from a YAML or JSON file: all of it, or nothing when
// any entry is invalid (the error lists every problem with its line). Then it fetches the
// posters not stored yet; one that fails stays linked at its address and is tried again by
// the next import.
func (a *App) Import(ctx context.Context, path string) (ImportResult, error) {
	res, err := a.importCatalog(ctx, path)
	if err != nil {
		return ImportResult{}, err
	}
	posters, err := a.Media.Sync(ctx)
	if err != nil {
		return ImportResult{}, err
	}
	if posters.Stored > 0 {
		// Cards and pages built before now show the posters' published addresses.
		if err := a.DB.InTx(ctx, func(tx *db.Tx) error { return catalog.BumpGeneration(ctx, tx) }); err != nil {
			return ImportResult{}, err
		}
	}
	return ImportResult{ApplyResult: res, Posters: posters}, nil
}

func (a *App) importCatalog(ctx context.Context, path string) (catalog.ApplyResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return catalog.ApplyResult{}, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, maxImportBytes+1))
	if err != nil {
		return catalog.ApplyResult{}, err
	}
	if len(src) > maxImportBytes {
		return catalog.ApplyResult{}, fmt.Errorf("%s: arquivo maior que %d MiB", path, maxImportBytes>>20)
	}
	known, err := a.Catalog.LoadKnown(ctx)
	if err != nil {
		return catalog.ApplyResult{}, err
	}
	doc, err := imports.Parse(src, known)
	if err != nil {
		return catalog.ApplyResult{}, fmt.Errorf("%s:\n%w", path, err)
	}
	return a.Catalog.Apply(ctx, doc)
}
