package demo

import (
	"encoding/xml"
	"io/fs"
	"strings"
	"testing"
)

// The default store's logo is shown as an <img>: an SVG image never sees the fonts the page
// loads, so words written as <text> fall back to whatever font the device has. Its words are drawn as outlines, and it names the store for screen readers.
func TestDefaultStoreLogoDrawsItsWords(t *testing.T) {
	st := demoStores[0]
	data, err := fs.ReadFile(media, "media/"+strings.TrimPrefix(st.Configs.Template.Logo, "/media/demo/"))
	if err != nil {
		t.Fatal(err)
	}
	var root struct {
		XMLName xml.Name
		Label   string `xml:"aria-label,attr"`
		Role    string `xml:"role,attr"`
	}
	if err := xml.Unmarshal(data, &root); err != nil || root.XMLName.Local != "svg" {
		t.Fatalf("not an SVG: %v", err)
	}
	if root.Label != st.Name || root.Role != "img" {
		t.Errorf("role %q, label %q; want img labelled %q", root.Role, root.Label, st.Name)
	}
	dec := xml.NewDecoder(strings.NewReader(string(data)))
	paths := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		if el, ok := tok.(xml.StartElement); ok {
			switch el.Name.Local {
			case "text", "tspan", "style", "image":
				t.Errorf("logo has a <%s>: it renders differently from device to device", el.Name.Local)
			case "path":
				paths++
			}
		}
	}
	if paths < 3 { // the mark, "Catraca" and "ingressos"
		t.Errorf("%d paths", paths)
	}
}
