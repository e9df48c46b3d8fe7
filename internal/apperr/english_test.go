package apperr

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every message the server writes has its English: the message constants (Msg..., msg...),
// the literal messages given to New and Field or set as an Error's Message, a literal
// assigned to a variable named msg, and the literal success messages given to httpapi's ok
// and say, anywhere under internal/.
func TestEveryMessageHasItsEnglish(t *testing.T) {
	msgName := regexp.MustCompile(`^(Msg|msg)[A-Z]|^InternalMessage$`)
	found, successes := 0, 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		check := func(lit ast.Expr) {
			b, ok := lit.(*ast.BasicLit)
			if !ok || b.Kind != token.STRING {
				return
			}
			msg, _ := strconv.Unquote(b.Value)
			found++
			if English(msg) == msg {
				t.Errorf("%s: no English for %q", path, msg)
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if msgName.MatchString(name.Name) && i < len(n.Values) {
						check(n.Values[i])
					}
				}
			case *ast.AssignStmt:
				// msg := "..." before a branch picks the message (checkout's invalid).
				for i, lhs := range n.Lhs {
					if id, ok := lhs.(*ast.Ident); ok && id.Name == "msg" && i < len(n.Rhs) {
						check(n.Rhs[i])
					}
				}
			case *ast.CompositeLit:
				// &apperr.Error{Code: ..., Message: "..."}
				if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "apperr" {
						for _, elt := range n.Elts {
							if kv, ok := elt.(*ast.KeyValueExpr); ok {
								if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Message" {
									check(kv.Value)
								}
							}
						}
					}
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && len(n.Args) == 2 {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "apperr" && (sel.Sel.Name == "New" || sel.Sel.Name == "Field") {
						check(n.Args[1])
					}
				}
				// ok(w, r, msg) and say(r, msg): the message is the last argument.
				if fn, isIdent := n.Fun.(*ast.Ident); isIdent && (fn.Name == "ok" || fn.Name == "say") && len(n.Args) > 0 {
					if b, isLit := n.Args[len(n.Args)-1].(*ast.BasicLit); isLit && b.Kind == token.STRING {
						successes++
						check(b)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found < 90 {
		t.Errorf("found only %d messages: is the walk reading internal/?", found)
	}
	if successes < 5 {
		t.Errorf("found only %d literal success messages: does httpapi still answer through ok and say?", successes)
	}
}

func TestEnglishOfFormattedMessages(t *testing.T) {
	for pt, en := range map[string]string{
		"Restam apenas 3 ingressos para o setor Pista Premium.": "Only 3 tickets left for sector Pista Premium.",
		"Resta apenas 1 ingresso para o setor Camarote.":        "Only 1 ticket left for sector Camarote.",
		"Limite de 1 ingresso por CPF neste evento.":            "Limit of 1 ticket per CPF at this event.",
		"Ingressos esgotados para o setor Camarote.":            "Tickets sold out for sector Camarote.",
		"Limite de 6 ingressos por pedido.":                     "Limit of 6 tickets per order.",
		"Limite de 4 ingressos por CPF neste evento.":           "Limit of 4 tickets per CPF at this event.",
		"Uma frase que ninguém traduziu.":                       "Uma frase que ninguém traduziu.",
	} {
		if got := English(pt); got != en {
			t.Errorf("English(%q) = %q, want %q", pt, got, en)
		}
	}
}

func TestPrefersEnglish(t *testing.T) {
	for header, want := range map[string]bool{"": false, "pt-BR": false, "en": true, "en-US,en;q=0.9": true,
		"pt-BR,pt;q=0.9,en;q=0.8": false, "en;q=0.5,pt;q=0.9": false, "fr-FR": false, "en-GB,fr;q=0.5": true} {
		if got := PrefersEnglish(header); got != want {
			t.Errorf("PrefersEnglish(%q) = %v", header, got)
		}
	}
}

// The spec (section 5, shared rules) gives the English of some validation messages; they read
// exactly so, here as in web/src/locales/en.json.
func TestEnglishTheSpecGives(t *testing.T) {
	for pt, en := range map[string]string{
		"Campo obrigatório.": "Required Field.",
		"E-mail inválido.":   "Invalid E-mail.",
		"Celular inválido.":  "Invalid cellphone.",
		"CPF inválido.":      "Invalid CPF.",
	} {
		if got := English(pt); got != en {
			t.Errorf("English(%q) = %q, want the spec's %q", pt, got, en)
		}
	}
}
