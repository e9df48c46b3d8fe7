package mail

import (
	"math"
	"strconv"
	"strings"
)

// defaultButton is used when the store has no usable primary colour.
const defaultButton = "#1f2937"

// buttonColors paint the e-mail's action button.
type buttonColors struct{ Background, Text string }

// actionButton paints the button in the store's colour with black or white text, whichever
// contrasts more (the same rule as the storefront's readableTextColor). Only #rgb/#rrggbb
// reach the style attribute: the colour is operator input written into HTML.
func actionButton(color string) buttonColors {
	rgb, ok := parseHex(color)
	if !ok {
		rgb, _ = parseHex(defaultButton)
		color = defaultButton
	}
	l := relativeLuminance(rgb)
	if contrast(l, 1) >= contrast(l, 0) {
		return buttonColors{Background: strings.ToLower(color), Text: "#ffffff"}
	}
	return buttonColors{Background: strings.ToLower(color), Text: "#000000"}
}

// contrast is the WCAG contrast ratio of two relative luminances.
func contrast(a, b float64) float64 {
	return (math.Max(a, b) + 0.05) / (math.Min(a, b) + 0.05)
}

func parseHex(color string) ([3]float64, bool) {
	hex, ok := strings.CutPrefix(strings.TrimSpace(color), "#")
	if !ok || (len(hex) != 3 && len(hex) != 6) {
		return [3]float64{}, false
	}
	if len(hex) == 3 {
		hex = string([]byte{hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]})
	}
	var rgb [3]float64
	for i := range rgb {
		v, err := strconv.ParseUint(hex[2*i:2*i+2], 16, 8)
		if err != nil {
			return [3]float64{}, false
		}
		rgb[i] = float64(v) / 255
	}
	return rgb, true
}

// relativeLuminance follows WCAG 2.x.
func relativeLuminance(rgb [3]float64) float64 {
	var lin [3]float64
	for i, c := range rgb {
		if c <= 0.03928 {
			lin[i] = c / 12.92
		} else {
			lin[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*lin[0] + 0.7152*lin[1] + 0.0722*lin[2]
}
