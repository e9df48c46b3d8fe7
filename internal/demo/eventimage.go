package demo

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/catalog"
)

// Poster size: 16:9, the storefront's card and banner ratio.
const (
	posterWidth  = 1200
	posterHeight = 675
	titleLineMax = 22 // characters per title line
	titleLines   = 3
)

// palettes are gradient colour pairs by category; an event's id picks one of its category's.
// Every pair is dark enough for white text.
var palettes = map[int][][2]string{
	1: {{"#6d28d9", "#db2777"}, {"#4c1d95", "#e11d48"}, {"#7c3aed", "#be185d"}},
	2: {{"#0f172a", "#7c3aed"}, {"#1e1b4b", "#db2777"}, {"#111827", "#0369a1"}},
	3: {{"#7f1d1d", "#b45309"}, {"#450a0a", "#dc2626"}, {"#78350f", "#be123c"}},
	4: {{"#c2410c", "#b91c1c"}, {"#b45309", "#9a3412"}, {"#9a3412", "#7c2d12"}},
	5: {{"#065f46", "#0369a1"}, {"#166534", "#1d4ed8"}, {"#0f766e", "#1e40af"}},
	6: {{"#0e7490", "#9333ea"}, {"#15803d", "#0369a1"}, {"#be185d", "#c2410c"}},
	7: {{"#1e3a8a", "#0f766e"}, {"#334155", "#1d4ed8"}, {"#312e81", "#0e7490"}},
	8: {{"#9a3412", "#a16207"}, {"#7c2d12", "#4d7c0f"}, {"#b91c1c", "#b45309"}},
	9: {{"#be185d", "#c2410c"}, {"#6d28d9", "#ea580c"}, {"#0e7490", "#be185d"}},
}

var defaultPalette = [][2]string{{"#374151", "#6d28d9"}}

// gradientDirections are x1 y1 x2 y2 of the background gradient.
var gradientDirections = [][4]int{{0, 0, 1, 1}, {1, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 1, 0}}

// EventImage draws a deterministic poster for an event: a gradient in its category's colours,
// a few shapes placed by a hash of the id and the title in large white letters.
func EventImage(id, title string, category int) []byte {
	h := fnv.New64a()
	h.Write([]byte(id))
	seed := h.Sum64()
	next := func(n int) int { // successive small pseudo-random numbers from the seed
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	pal := palettes[category]
	if pal == nil {
		pal = defaultPalette
	}
	colors := pal[next(len(pal))]
	dir := gradientDirections[next(len(gradientDirections))]

	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="`,
		posterWidth, posterHeight, posterWidth, posterHeight)
	escape(&b, title)
	b.WriteString(`">` + "\n<defs>\n")
	fmt.Fprintf(&b, `<linearGradient id="bg" x1="%d" y1="%d" x2="%d" y2="%d"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`+"\n",
		dir[0], dir[1], dir[2], dir[3], colors[0], colors[1])
	b.WriteString(`<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>` + "\n</defs>\n")
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#bg)"/>`+"\n", posterWidth, posterHeight)

	for i, n := 0, 3+next(3); i < n; i++ { // soft circles
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#fff" fill-opacity="0.%02d"/>`+"\n",
			next(posterWidth), next(posterHeight), 60+next(260), 6+next(12))
	}
	x, y, side := 700+next(400), 40+next(260), 120+next(160) // a rotated square
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" transform="rotate(%d %d %d)" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>`+"\n",
		x, y, side, side, next(90), x+side/2, y+side/2)
	tx, ty := 80+next(900), 60+next(300) // a triangle
	fmt.Fprintf(&b, `<polygon points="%d,%d %d,%d %d,%d" fill="#fff" fill-opacity="0.1"/>`+"\n",
		tx, ty, tx+140, ty+40, tx+50, ty+150)
	for i := 0; i < 4; i++ { // diagonal stripes in a corner
		o := 40 * i
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#fff" stroke-opacity="0.12" stroke-width="10"/>`+"\n",
			posterWidth-220+o, posterWidth, 220-o)
	}
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#shade)"/>`+"\n", posterWidth, posterHeight)

	font := `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`
	label := categoryName(category)
	if label != "" {
		fmt.Fprintf(&b, `<rect x="80" y="64" width="%d" height="52" rx="26" fill="#fff" fill-opacity="0.18"/>`+"\n",
			48+utf8.RuneCountInString(label)*22)
		fmt.Fprintf(&b, `<text x="104" y="99" %s font-size="26" font-weight="600" letter-spacing="2" fill="#fff">`, font)
		escape(&b, strings.ToUpper(label))
		b.WriteString("</text>\n")
	}
	lines := wrapTitle(title)
	longest := 0
	for _, l := range lines {
		longest = max(longest, utf8.RuneCountInString(l))
	}
	size := 68 // a full 22-character line fits the 1040 pixels between the margins
	switch {
	case longest <= 16:
		size = 84
	case longest <= 19:
		size = 76
	}
	lineHeight := size * 23 / 20
	first := 600 - lineHeight*(len(lines)-1)
	fmt.Fprintf(&b, `<text %s font-size="%d" font-weight="800" fill="#fff">`, font, size)
	for i, l := range lines {
		fmt.Fprintf(&b, `<tspan x="80" y="%d">`, first+i*lineHeight)
		escape(&b, l)
		b.WriteString("</tspan>")
	}
	b.WriteString("</text>\n</svg>\n")
	return b.Bytes()
}

// EventImages are the posters of a document's events, keyed "<external id>.svg" as their
// imagem paths name them.
func EventImages(doc catalog.Document) map[string][]byte {
	out := make(map[string][]byte, len(doc.Events))
	for _, e := range doc.Events {
		out[e.ID+".svg"] = EventImage(e.ID, e.Nome, e.Categoria)
	}
	return out
}

func categoryName(codigo int) string {
	for _, c := range categories {
		if c.Codigo == codigo && c.Oculto == 0 {
			return c.Nome
		}
	}
	return ""
}

func escape(b *bytes.Buffer, s string) {
	_ = xml.EscapeText(b, []byte(s)) // writing to a bytes.Buffer does not fail
}

// wrapTitle splits a title into at most titleLines lines of about titleLineMax characters,
// breaking between words (and inside a word too long for a line); what does not fit ends in "…".
func wrapTitle(title string) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(title) {
		for utf8.RuneCountInString(w) > titleLineMax {
			if cur != "" {
				lines, cur = append(lines, cur), ""
			}
			r := []rune(w)
			lines, w = append(lines, string(r[:titleLineMax])), string(r[titleLineMax:])
		}
		switch {
		case cur == "":
			cur = w
		case utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) <= titleLineMax:
			cur += " " + w
		default:
			lines, cur = append(lines, cur), w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	if len(lines) > titleLines {
		last := lines[titleLines-1] // fits, but the rest does not: make room for "…"
		for utf8.RuneCountInString(last) > titleLineMax-1 {
			i := strings.LastIndexByte(last, ' ')
			if i <= 0 {
				last = string([]rune(last)[:titleLineMax-1])
				break
			}
			last = last[:i]
		}
		lines = append(lines[:titleLines-1], last+"…")
	}
	return lines
}
