// Package imports reads a catalog file (YAML or JSON) into a catalog.Document and checks it
// whole, reporting every problem with its line, so a bad file is rejected before anything
// is written. The format is documented in docs/catalog-import.md.
package imports

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

// Known answers what the database already has, for references the file does not define.
type Known interface {
	CityExists(ibge int) bool
	CategoryExists(codigo int) bool
	OrganizerExists(externalID string) bool
	PlaceExists(externalID string) bool
	// SlugOwner is the external id of the event using slug, or "".
	SlugOwner(slug string) string
}

// Errors lists every problem found in a file.
type Errors []string

func (e Errors) Error() string { return strings.Join(e, "\n") }

// maxErrors keeps the report readable for a badly broken file.
const maxErrors = 50

type parser struct {
	known Known
	errs  Errors
}

func (p *parser) errf(n *yaml.Node, format string, args ...any) {
	if len(p.errs) < maxErrors {
		p.errs = append(p.errs, fmt.Sprintf("linha %d: ", n.Line)+fmt.Sprintf(format, args...))
	}
}

// Parse reads src; on any problem it returns Errors and no document.
func Parse(src []byte, known Known) (catalog.Document, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return catalog.Document{}, Errors{"arquivo ilegível: " + strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(root.Content) == 0 {
		return catalog.Document{}, Errors{"arquivo vazio"}
	}
	p := &parser{known: known}
	doc := p.document(root.Content[0])
	if len(p.errs) > 0 {
		return catalog.Document{}, p.report()
	}
	return doc, nil
}

// report is the problems in file order, each once (a nested entry's type error surfaces from
// both its own decode and its parent's).
func (p *parser) report() Errors {
	seen := map[string]bool{}
	out := Errors{}
	for _, e := range p.errs {
		if !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return lineOf(out[i]) < lineOf(out[j]) })
	return out
}

func lineOf(msg string) int {
	var n int
	_, _ = fmt.Sscanf(msg, "linha %d:", &n)
	return n
}

// decode fills v from a mapping node, reporting unknown keys and wrong types by line. It
// returns the value node of each key, so later checks can point at the exact line.
func (p *parser) decode(n *yaml.Node, v any, what string) map[string]*yaml.Node {
	fields := map[string]*yaml.Node{}
	if n.Kind != yaml.MappingNode {
		p.errf(n, "%s deve ser um objeto com campos", what)
		return fields
	}
	allowed := yamlKeys(reflect.TypeOf(v).Elem())
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		if !allowed[key.Value] {
			p.errf(key, "campo desconhecido %q em %s", key.Value, what)
			continue
		}
		fields[key.Value] = val
	}
	if err := n.Decode(v); err != nil {
		var te *yaml.TypeError
		if errors.As(err, &te) {
			for _, msg := range te.Errors {
				p.errs = append(p.errs, translateTypeError(msg))
			}
		} else {
			p.errf(n, "%s: %v", what, err)
		}
	}
	return fields
}

func yamlKeys(t reflect.Type) map[string]bool {
	keys := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); name != "" && name != "-" {
			keys[name] = true
		}
	}
	return keys
}

// translateTypeError turns yaml's "line 3: cannot unmarshal !!str `abc` into int" into Portuguese.
func translateTypeError(msg string) string {
	msg = strings.Replace(msg, "line ", "linha ", 1)
	msg = strings.Replace(msg, "cannot unmarshal", "valor inválido:", 1)
	return strings.Replace(msg, " into ", " onde se espera ", 1)
}

// items returns the entries of a list field, or reports that it is not a list.
func (p *parser) items(fields map[string]*yaml.Node, key string) []*yaml.Node {
	n, ok := fields[key]
	if !ok {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		p.errf(n, "%q deve ser uma lista", key)
		return nil
	}
	return n.Content
}

// at is the node of key, or the parent when the key is absent (a missing field).
func at(fields map[string]*yaml.Node, parent *yaml.Node, key string) *yaml.Node {
	if n, ok := fields[key]; ok {
		return n
	}
	return parent
}

// timeLayouts are accepted for local times; they are read in the event's time zone.
var timeLayouts = []string{"2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02T15:04:05"}

// localizeTimes rewrites the time fields of a node tree that carry no offset into RFC 3339 in
// loc, so "2026-12-05 21:00" means 21:00 where the event happens.
func (p *parser) localizeTimes(n *yaml.Node, loc *time.Location) {
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			key, val := n.Content[i].Value, n.Content[i+1]
			if timeKeys[key] && val.Kind == yaml.ScalarNode && val.Tag != "!!null" {
				p.localize(val, loc)
				continue
			}
			p.localizeTimes(val, loc)
		}
	}
	if n.Kind == yaml.SequenceNode {
		for _, c := range n.Content {
			p.localizeTimes(c, loc)
		}
	}
}

var timeKeys = map[string]bool{"cancelado_em": true, "venda_inicio": true, "venda_fim": true,
	"inicio": true, "fim": true, "encerramento": true, "ate": true}

func (p *parser) localize(val *yaml.Node, loc *time.Location) {
	if _, err := time.Parse(time.RFC3339, val.Value); err == nil {
		val.Tag = "!!timestamp"
		return
	}
	for _, layout := range timeLayouts {
		if t, err := time.ParseInLocation(layout, val.Value, loc); err == nil {
			val.Value, val.Tag, val.Style = t.Format(time.RFC3339), "!!timestamp", 0
			return
		}
	}
	p.errf(val, "data/hora inválida %q: use AAAA-MM-DD HH:MM (hora local do evento) ou RFC 3339", val.Value)
	val.Value, val.Tag = "", "!!null"
}
