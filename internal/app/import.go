package app

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/catalog/imports"
)

// maxImportBytes bounds a catalog file; a real one is far smaller.
const maxImportBytes = 32 << 20

// Import loads or updates the catalog from a YAML or JSON file: all of it, or nothing when
// any entry is invalid (the error lists every problem with its line).
func (a *App) Import(ctx context.Context, path string) (catalog.ApplyResult, error) {
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
