package app_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/store"
)

type errorBody struct {
	Message string            `json:"message"`
	Errors  []string          `json:"errors"`
	Fields  map[string]string `json:"fields"`
}

func TestStoreConfigPerHost(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		var def, second, unknown, byHeader store.Config
		get(t, srv, "localhost:8080", "/api/config", &def)
		get(t, srv, "", "/api/config?host=127.0.0.1", &second)
		get(t, srv, "", "/api/config?host=nao-existe.example.com", &unknown)
		get(t, srv, "shop.example.com", "/api/config", &byHeader)
		if def.Name != "Catraca Ingressos" || second.Name != "Ingressos do Sul" {
			t.Fatalf("stores: %q and %q", def.Name, second.Name)
		}
		if unknown.ID != def.ID || byHeader.ID != def.ID {
			t.Errorf("unknown host must get the default store, got %d and %d", unknown.ID, byHeader.ID)
		}
		if def.Configs.Template.Colors.Primary == second.Configs.Template.Colors.Primary ||
			def.Configs.Template.Logo == second.Configs.Template.Logo {
			t.Error("the two demo stores must differ in colours and logo")
		}
		if def.APIURL != "http://localhost:8080/api" || def.CheckoutURL != "http://localhost:8080/checkout" ||
			def.SiteURL != "http://localhost:8080" {
			t.Errorf("URLs from the request origin: %+v", def)
		}
		tpl := def.Configs.Template
		if tpl.EventsPerLine != 4 || tpl.Locale != "pt" || !tpl.Cookies.ShowCookiesDialog ||
			tpl.CityDefault == nil || tpl.CityDefault.ID != 4205407 || tpl.URLHelp == "" {
			t.Errorf("default store template: %+v", tpl)
		}
		f := def.Configs.Footer
		if len(f.Columns) == 0 || f.Apps == nil || f.Apps.Android == "" || f.Apps.Apple == "" || f.LegalText == "" || len(f.Social) == 0 {
			t.Errorf("default store footer: %+v", f)
		}
		if second.Configs.Template.Cookies.ShowCookiesDialog || second.Configs.Footer.Apps.Apple != "" ||
			second.Configs.Template.URLHelp != "" {
			t.Errorf("second store must differ: %+v", second.Configs)
		}
		var raw struct {
			Configs struct {
				Template map[string]any `json:"template"`
			} `json:"configs"`
		}
		get(t, srv, "", "/api/config", &raw)
		for _, key := range []string{"logo", "termos", "colors", "banner", "categories", "layout", "locale",
			"favicon", "googleAnalytics", "googleTagManager", "background-image", "background-image-mobile",
			"cookies", "events_per_line", "city_selection", "city_default", "url_help"} {
			if _, ok := raw.Configs.Template[key]; !ok {
				t.Errorf("configs.template.%s missing", key)
			}
		}
	})
}

func TestReferenceData(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		var cats []map[string]any
		get(t, srv, "", "/api/v2/events/categories/list", &cats)
		if len(cats) < 8 {
			t.Fatalf("want at least 8 categories, got %d", len(cats))
		}
		for _, c := range cats {
			if c["oculto"] != float64(0) {
				t.Errorf("hidden category listed: %v", c)
			}
		}
		var countries []map[string]any
		get(t, srv, "", "/api/v2/countries/list", &countries)
		found := false
		for _, c := range countries {
			if c["iso"] == "BR" {
				found = c["nome"] == "Brasil" && c["fone"] == "55" && c["iso3"] == "BRA" && c["codigo"] == float64(76)
			}
		}
		if len(countries) < 240 || !found {
			t.Errorf("countries: %d, Brasil right: %v", len(countries), found)
		}
		var banks []map[string]string
		get(t, srv, "", "/api/v2/banks/list", &banks)
		if len(banks) < 100 || banks[0]["codigo"] != "001" {
			t.Errorf("banks: %d, first %v", len(banks), banks[0])
		}
	})
}

func TestCitySearch(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		tests := []struct {
			query, wantFirst string
			wantState        string
		}{
			{"sao paulo", "São Paulo", "SP"},
			{"SÃO PAULO", "São Paulo", "SP"},
			{"florianopolis", "Florianópolis", "SC"},
			{"Vitória ES", "Vitória", "ES"},
			{"belo horizonte - mg", "Belo Horizonte", "MG"},
			{"curitiba", "Curitiba", "PR"},
		}
		for _, tt := range tests {
			var cities []struct {
				ID    int    `json:"id"`
				Name  string `json:"name"`
				State string `json:"state"`
			}
			get(t, srv, "", "/api/v2/city/search?query="+url.QueryEscape(tt.query), &cities)
			if len(cities) == 0 || cities[0].Name != tt.wantFirst || cities[0].State != tt.wantState {
				t.Errorf("search %q: got %+v", tt.query, cities)
			}
		}
		var none []any
		for _, q := range []string{"", "%", "_", "zzzzqqq", "'; DROP TABLE cities; --"} {
			if code := get(t, srv, "", "/api/v2/city/search?query="+url.QueryEscape(q), &none); code != 200 || len(none) != 0 {
				t.Errorf("search %q: %d %v", q, code, none)
			}
		}
	})
}

func TestBadInputGetsClearErrorsNever500(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		tests := []struct {
			method, path string
			want         int
		}{
			{"GET", "/api/v2/city/search?query=" + strings.Repeat("a", 5000), 400},
			{"GET", "/api/v2/city/search?query=%ff%fe", 400},
			{"GET", "/api/config?host=" + strings.Repeat("h", 300), 400},
			{"GET", "/api/nao/existe", 404},
			{"POST", "/api/v2/banks/list", 405},
			{"DELETE", "/", 405},
		}
		for _, tt := range tests {
			req, _ := http.NewRequest(tt.method, srv.URL+tt.path, nil)
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var body errorBody
			_ = json.NewDecoder(res.Body).Decode(&body)
			res.Body.Close()
			if res.StatusCode != tt.want {
				t.Errorf("%s %s: status %d, want %d", tt.method, tt.path[:min(len(tt.path), 60)], res.StatusCode, tt.want)
			}
			if strings.HasPrefix(tt.path, "/api/") && tt.want != 405 && (body.Message == "" || len(body.Errors) == 0) {
				t.Errorf("%s: error body lacks message/errors: %+v", tt.path[:min(len(tt.path), 60)], body)
			}
		}
	})
}

func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		var doc struct {
			OpenAPI string                    `json:"openapi"`
			Paths   map[string]map[string]any `json:"paths"`
		}
		get(t, srv, "", "/api/openapi.json", &doc)
		if !strings.HasPrefix(doc.OpenAPI, "3.1") {
			t.Fatalf("openapi version %q", doc.OpenAPI)
		}
		for _, p := range []string{"/api/config", "/api/v2/events/categories/list", "/api/v2/city/search",
			"/api/v2/countries/list", "/api/v2/banks/list"} {
			if _, ok := doc.Paths[p]["get"]; !ok {
				t.Errorf("openapi lacks GET %s", p)
			}
		}
	})
}
