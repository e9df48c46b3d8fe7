package httpapi

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/swaggest/openapi-go/openapi31"
)

// orderLinks are the OpenAPI links from an answer holding an order to the calls on that
// order by its hash: a stateful client or fuzzer then chains create → pay → read → cancel.
// Targets absent from a document (the dev-only sandbox payment) are left out of it.
var orderLinks = map[string][]string{
	"createOrder": {"getOrder", "payOrder", "cancelOrder", "listInstallments", "getCart", "payOrderSandbox"},
	"payOrder":    {"getOrder", "getOrderDetails"},
}

// addLinks writes orderLinks into the success answers of the document's operations.
func addLinks(spec *openapi31.Spec, routes []route) error {
	byID := map[string]route{}
	for _, rt := range routes {
		byID[rt.id] = rt
	}
	for from, targets := range orderLinks {
		rt, ok := byID[from]
		if !ok {
			continue
		}
		status := strconv.Itoa(rt.documentedStatuses()[0])
		item := spec.Paths.MapOfPathItemValues[rt.path]
		op := map[string]*openapi31.Operation{http.MethodGet: item.Get, http.MethodPost: item.Post,
			http.MethodPut: item.Put, http.MethodDelete: item.Delete}[rt.method]
		var resp *openapi31.Response
		if op != nil && op.Responses != nil {
			resp = op.Responses.MapOfResponseOrReferenceValues[status].Response
		}
		if resp == nil {
			return fmt.Errorf("openapi links: %s has no %s answer", from, status)
		}
		for _, to := range targets {
			if _, ok := byID[to]; !ok {
				continue
			}
			link := (&openapi31.Link{}).WithOperationID(to).
				WithParametersItem("hash", "$response.body#/hash").
				WithDescription("The order of this answer, by its hash.")
			resp.WithLinksItem(to, openapi31.LinkOrReference{Link: link})
		}
	}
	return nil
}
