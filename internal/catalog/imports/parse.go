// Package imports reads a catalog file (YAML or JSON) into a catalog.Document and checks it
// whole, reporting every problem with its line, so a bad file is rejected before anything
// is written. One event alone, as the organizer console sends it, goes through the same checks
// (ParseEvent), its problems reported by field. The format is documented in
// docs/catalog-import.md.
package imports

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

// Known answers what the database already has, for references the file does not define.
type Known = catalog.References

// Errors lists every problem found in a file.
type Errors []string

func (e Errors) Error() string { return strings.Join(e, "\n") }

// maxErrors keeps the report readable for a badly broken file.
const maxErrors = 50

// problem is one thing wrong: its line, the node it is about (whose field path the console
// shows it beside) and its message.
type problem struct {
	line int
	node *yaml.Node
	msg  string
}

type parser struct {
	known Known
	probs []problem
	// paths is each decoded node's field path, as "sessoes.0.setores.1.nome", kept only for a
	// console's document: a file's problems go by line, and a 32 MiB file has a million nodes.
	paths map[*yaml.Node]string
}

func newParser(known Known, fieldPaths bool) *parser {
	p := &parser{known: known}
	if fieldPaths {
		p.paths = map[*yaml.Node]string{}
	}
	return p
}

func (p *parser) errf(n *yaml.Node, format string, args ...any) {
	p.add(problem{line: n.Line, node: n, msg: fmt.Sprintf(format, args...)})
}

func (p *parser) add(pr problem) {
	if len(p.probs) < maxErrors {
		p.probs = append(p.probs, pr)
	}
}

// path is n's field path; "" for the document's root.
func (p *parser) path(n *yaml.Node) string { return p.paths[n] }

// setPath records that n is the field key (or list entry) of parent, when paths are kept.
func (p *parser) setPath(n, parent *yaml.Node, key string) {
	if p.paths == nil {
		return
	}
	if at := p.paths[parent]; at != "" {
		key = at + "." + key
	}
	p.paths[n] = key
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
	p := newParser(known, false)
	doc := p.document(root.Content[0])
	if len(p.probs) > 0 {
		return catalog.Document{}, p.report()
	}
	return doc, nil
}

// report is the problems in file order, each with its line.
func (p *parser) report() Errors {
	out := Errors{}
	for _, pr := range p.problems() {
		out = append(out, fmt.Sprintf("linha %d: %s", pr.line, pr.msg))
	}
	return out
}

// problems is p's problems in line order, each once: a nested entry's type error surfaces from
// its own decode and its parents', and the deepest node, whose field is exact, is kept.
func (p *parser) problems() []problem {
	type key struct {
		line int
		msg  string
	}
	index := map[key]int{}
	var out []problem
	for _, pr := range p.probs {
		k := key{pr.line, pr.msg}
		if i, seen := index[k]; seen {
			if len(p.path(pr.node)) > len(p.path(out[i].node)) {
				out[i] = pr
			}
			continue
		}
		index[k] = len(out)
		out = append(out, pr)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].line < out[j].line })
	return out
}

// decode fills v from a mapping node, reporting unknown keys and wrong types by line. It
// returns the value node of each key, so later checks can point at the exact line, and
// records each one's field path.
func (p *parser) decode(n *yaml.Node, v any, what string) map[string]*yaml.Node {
	fields := map[string]*yaml.Node{}
	if n.Kind != yaml.MappingNode {
		p.errf(n, "%s deve ser um objeto com campos", what)
		return fields
	}
	types := yamlFields(reflect.TypeOf(v).Elem())
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		p.setPath(key, n, key.Value)
		p.setPath(val, n, key.Value)
		if types[key.Value] == nil {
			p.errf(key, "campo desconhecido %q em %s", key.Value, what)
			continue
		}
		fields[key.Value] = val
	}
	err := n.Decode(v)
	var te *yaml.TypeError
	if err != nil && !errors.As(err, &te) {
		p.errf(n, "%s: %v", what, err)
	}
	if te == nil {
		return fields
	}
	p.typeErrors(n, te)
	// The whole node's decode says what is wrong, not under which field: each field decoded
	// alone again tells (problems keeps the deepest of the same error).
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i].Value, n.Content[i+1]
		if types[key] == nil {
			continue
		}
		if err := val.Decode(reflect.New(types[key]).Interface()); errors.As(err, &te) {
			p.typeErrors(val, te)
		}
	}
	return fields
}

// typeErrors adds yaml's "line 3: cannot unmarshal !!str `abc` into int", in Portuguese, as
// problems about n.
func (p *parser) typeErrors(n *yaml.Node, te *yaml.TypeError) {
	for _, msg := range te.Errors {
		var line int
		if _, err := fmt.Sscanf(msg, "line %d:", &line); err == nil {
			msg = strings.TrimPrefix(msg, fmt.Sprintf("line %d: ", line))
		}
		msg = strings.Replace(msg, "cannot unmarshal", "valor inválido:", 1)
		p.add(problem{line: line, node: n, msg: strings.Replace(msg, " into ", " onde se espera ", 1)})
	}
}

// yamlFields is the type of each field of struct type t, by its YAML name.
func yamlFields(t reflect.Type) map[string]reflect.Type {
	types := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); name != "" && name != "-" {
			types[name] = t.Field(i).Type
		}
	}
	return types
}

// items returns the entries of a list field, or reports that it is not a list; null, as an
// empty "lotes:" reads, is an empty list.
func (p *parser) items(fields map[string]*yaml.Node, key string) []*yaml.Node {
	n, ok := fields[key]
	if !ok || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		p.errf(n, "%q deve ser uma lista", key)
		return nil
	}
	for i, c := range n.Content {
		p.setPath(c, n, strconv.Itoa(i))
	}
	return n.Content
}

// at is the node of key, or where the key is missing: the parent's line, under the key's path.
func (p *parser) at(fields map[string]*yaml.Node, parent *yaml.Node, key string) *yaml.Node {
	if n, ok := fields[key]; ok {
		return n
	}
	missing := &yaml.Node{Line: parent.Line, Column: parent.Column}
	p.setPath(missing, parent, key)
	return missing
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
