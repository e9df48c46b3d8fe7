package httpapi

import (
	"fmt"
	"net/http"

	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"
)

// openAPIDocument describes every route of the list, so the document cannot fall behind.
func openAPIDocument(routes []route) ([]byte, error) {
	r := openapi31.NewReflector()
	r.Spec.Info.WithTitle("Catraca storefront API").WithVersion("1").
		WithDescription("The calls of the storefront (spec section 7). Errors answer ErrorBody.")
	for _, rt := range routes {
		op, err := r.NewOperationContext(rt.method, rt.path)
		if err != nil {
			return nil, fmt.Errorf("openapi %s %s: %w", rt.method, rt.path, err)
		}
		op.SetSummary(rt.summary)
		op.SetTags(rt.tag)
		if rt.request != nil {
			op.AddReqStructure(rt.request)
		}
		success := http.StatusOK
		extra := statuses[rt.method+" "+rt.path]
		if len(extra) > 0 && extra[0] == http.StatusCreated {
			success, extra = http.StatusCreated, extra[1:]
		}
		op.AddRespStructure(rt.response, openapi.WithHTTPStatus(success))
		op.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(http.StatusBadRequest))
		for _, status := range extra {
			op.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(status))
		}
		if err := r.AddOperation(op); err != nil {
			return nil, fmt.Errorf("openapi %s %s: %w", rt.method, rt.path, err)
		}
	}
	return r.Spec.MarshalJSON()
}
