package checkout

import "time"

// boletoLead is how long before a session a boleto must be issued: it falls due up to three
// days later (the sandbox's term, and a common one) and a bank takes up to three business days
// more to confirm it. Issued later, the buyer could pay on time and still get no ticket before
// the show, while the seats stay held from other buyers all the while.
const boletoLead = 6 * 24 * time.Hour

// boletoClears reports whether a boleto issued now clears before the session starts.
func boletoClears(sessionStart, now time.Time) bool {
	return !now.Add(boletoLead).After(sessionStart)
}

// paymentMethods is what an order for a session starting at sessionStart may be paid with now.
func paymentMethods(sessionStart, now time.Time) []string {
	if boletoClears(sessionStart, now) {
		return []string{"pix", "card", "boleto"}
	}
	return []string{"pix", "card"}
}
