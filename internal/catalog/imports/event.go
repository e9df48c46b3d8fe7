package imports

import (
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

// Messages of a console's event document beyond the import's own.
const (
	MsgCheckEvent     = "Confira os campos do evento."
	MsgOtherOrganizer = "organizador: um evento só pode ser do seu próprio organizador"
	MsgOtherEvent     = "id: o documento é de outro evento (o id de um evento não muda)"
)

// ParseEvent reads one event (YAML or JSON, an entry of a file's events: docs/catalog-import.md)
// and checks it with the code that checks each event of a file, the same messages included.
// The event is owner's: id and organizador may be left out, and naming another organizer, or
// for an event already made another id, is refused. Problems are one *apperr.Error
// (Unprocessable, 422), each message beside its field path ("sessoes.0.setores.1.capacidade").
// It is a catalog.EventChecker.
func ParseEvent(src []byte, known Known, owner catalog.EventOwner) (catalog.EventInput, error) {
	n, err := entry(src)
	if err != nil {
		return catalog.EventInput{}, err
	}
	p := newParser(known, true)
	p.own(n, owner)
	e := p.eventEntry(n, newDefined())
	if len(p.probs) > 0 {
		return catalog.EventInput{}, p.fieldReport(MsgCheckEvent)
	}
	return e, nil
}

// entry reads a console's document of one entry (an event, a place) to its top node.
func entry(src []byte) (*yaml.Node, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return nil, unprocessable("arquivo ilegível: " + strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(root.Content) == 0 {
		return nil, unprocessable("arquivo vazio")
	}
	return root.Content[0], nil
}

func unprocessable(msg string) *apperr.Error {
	return &apperr.Error{Code: apperr.Unprocessable, Message: msg, Fields: map[string]string{}}
}

// own makes the event document n owner's: its id and organizador are the owner's, and naming
// another organizer (or, unless the event is new, another id) is a problem.
func (p *parser) own(n *yaml.Node, o catalog.EventOwner) {
	if n.Kind != yaml.MappingNode {
		return // decode reports it
	}
	if id := child(n, "id"); id != nil && id.Value != "" && id.Value != o.ID && !o.New {
		p.errf(id, "%s", MsgOtherEvent)
	}
	if org := child(n, "organizador"); org != nil && org.Value != "" && org.Value != o.Organizador {
		p.errf(org, "%s", MsgOtherOrganizer)
	}
	setChild(n, "id", o.ID)
	setChild(n, "organizador", o.Organizador)
}

// setChild sets key of mapping n to the text value, in place when present.
func setChild(n *yaml.Node, key, value string) {
	if c := child(n, key); c != nil {
		*c = yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: value, Line: c.Line, Column: c.Column}
		return
	}
	n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key},
		&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: value, Line: n.Line, Column: n.Column})
}

// fieldReport is the problems as a form shows them: each field's first message beside it, and
// summary as the message. A problem about no field (the document is not an object) is the
// error's message instead.
func (p *parser) fieldReport(summary string) *apperr.Error {
	e := unprocessable(summary)
	for _, pr := range p.problems() {
		field := p.path(pr.node)
		switch {
		case field == "" && e.Message == summary:
			e.Message = pr.msg
		case field == "":
		case e.Fields[field] == "":
			e.Fields[field] = pr.msg
		}
	}
	return e
}
