package app_test

import (
	"bytes"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// strictSchemas validates answers under JSON Schema 2020-12 itself (santhosh-tekuri's
// validator), with formats asserted: kin-openapi, which checkContract uses first, falls back to
// its OpenAPI 3.0 rules on schemas it cannot compile, and those are laxer about nulls.
type strictSchemas struct {
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	compiled map[string]*jsonschema.Schema
}

const strictDocURL = "urn:catraca:openapi.json"

func newStrictSchemas(raw []byte) (*strictSchemas, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	if err := c.AddResource(strictDocURL, doc); err != nil {
		return nil, err
	}
	return &strictSchemas{compiler: c, compiled: map[string]*jsonschema.Schema{}}, nil
}

// check validates a JSON answer of the operation (path template, method) with status.
func (s *strictSchemas) check(path, method string, status int, body []byte) error {
	pointer := fmt.Sprintf("#/paths/%s/%s/responses/%d/content/application~1json/schema",
		strings.NewReplacer("~", "~0", "/", "~1").Replace(path), strings.ToLower(method), status)
	s.mu.Lock()
	sch, ok := s.compiled[pointer]
	if !ok {
		var err error
		if sch, err = s.compiler.Compile(strictDocURL + pointer); err != nil {
			s.mu.Unlock()
			return fmt.Errorf("no schema for %s %s %d: %w", method, path, status, err)
		}
		s.compiled[pointer] = sch
	}
	s.mu.Unlock()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return err
	}
	if err := sch.Validate(v); err != nil {
		return fmt.Errorf("not valid under JSON Schema 2020-12: %w", err)
	}
	return nil
}
