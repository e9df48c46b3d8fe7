package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/oapi-codegen/oapi-codegen/v2/pkg/codegen"
	// The generated client imports these: required here so go.mod keeps them.
	_ "github.com/oapi-codegen/runtime"
	_ "github.com/oapi-codegen/runtime/types"
)

// A typed Go client generated from the document (oapi-codegen, as partners build theirs)
// compiles, names each call after its operationId, and types the fields an answer always
// has as values, not pointers. oapi-codegen is a test-only dependency for this.
func TestOpenAPIGeneratesAGoClient(t *testing.T) {
	raw, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	spec, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatal(err)
	}
	code, err := codegen.Generate(spec, codegen.Configuration{PackageName: "client",
		Generate: codegen.GenerateOptions{Client: true, Models: true}})
	if err != nil {
		t.Fatalf("oapi-codegen: %v", err)
	}
	// Inside the module, so the generated code builds against the module's own
	// github.com/oapi-codegen/runtime; named so that no ./... pattern meets a leftover.
	dir, err := os.MkdirTemp(".", "zz_generated_client_")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	file := filepath.Join(dir, "client.go")
	if err := os.WriteFile(file, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	vet := exec.Command("go", "vet", "./"+filepath.Base(dir))
	vet.Env = append(os.Environ(), "GOPROXY=off") // offline: every module is in go.sum and the cache
	if out, err := vet.CombinedOutput(); err != nil {
		t.Fatalf("the generated client does not build: %v\n%s", err, out)
	}

	parsed, err := parser.ParseFile(token.NewFileSet(), file, code, 0)
	if err != nil {
		t.Fatal(err)
	}
	methods, fields := map[string]bool{}, map[string]string{}
	ast.Inspect(parsed, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Recv != nil {
				methods[n.Name.Name] = true
			}
		case *ast.TypeSpec:
			if st, ok := n.Type.(*ast.StructType); ok {
				for _, f := range st.Fields.List {
					for _, name := range f.Names {
						fields[n.Name.Name+"."+name.Name] = types(f.Type)
					}
				}
			}
		}
		return true
	})
	for _, rt := range everyRoute() {
		name := string(unicode.ToUpper(rune(rt.id[0]))) + rt.id[1:] + "WithResponse"
		if _, raw := rt.request.(*posterRequest); raw { // its body is an image: only the WithBody form
			name = strings.TrimSuffix(name, "WithResponse") + "WithBodyWithResponse"
		}
		if !methods[name] {
			t.Errorf("the client has no %s for %s %s", name, rt.method, rt.path)
		}
	}
	for m := range methods {
		if strings.HasPrefix(m, "PostApi") || strings.HasPrefix(m, "GetApi") {
			t.Errorf("a call named after its path: %s", m)
		}
	}
	for field, want := range map[string]string{"CheckoutOrder.Hash": "string", "CheckoutOrder.Status": "CheckoutOrderStatus",
		"CheckoutOrder.PaidAt": "*time.Time", "CheckoutOrder.Pix": "*CheckoutPIX"} {
		if fields[field] != want {
			t.Errorf("%s is %q, want %q", field, fields[field], want)
		}
	}
}

// types renders a field's type expression as written.
func types(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.StarExpr:
		return "*" + types(e.X)
	case *ast.SelectorExpr:
		return types(e.X) + "." + e.Sel.Name
	case *ast.ArrayType:
		return "[]" + types(e.Elt)
	}
	return "?"
}
