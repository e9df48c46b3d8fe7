package orgauth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// PreviewLife is how long a preview link opens its event page: long enough to pass it round
// the team and look at it on a phone, short enough that a link that leaks soon stops working.
const PreviewLife = time.Hour

// PreviewToken signs a link to organizer's event page, draft or published, until expires:
// "<event>.<organizer>.<unix expiry>.<mac>", keyed with the server secret. It names no
// session, so it works in any browser the team opens it in.
func (s *Service) PreviewToken(event, organizer int64, expires time.Time) string {
	body := fmt.Sprintf("%d.%d.%d", event, organizer, expires.Unix())
	return body + "." + s.previewMAC(body)
}

// CheckPreview answers the organizer whose event the token opens, when it is the token of
// event and has not expired at now.
func (s *Service) CheckPreview(token string, event int64, now time.Time) (organizer int64, ok bool) {
	parts := strings.Split(token, ".")
	if len(parts) != 4 {
		return 0, false
	}
	body := strings.Join(parts[:3], ".")
	if !hmac.Equal([]byte(parts[3]), []byte(s.previewMAC(body))) {
		return 0, false
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	org, err2 := strconv.ParseInt(parts[1], 10, 64)
	exp, err3 := strconv.ParseInt(parts[2], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || id != event || now.Unix() >= exp {
		return 0, false
	}
	return org, true
}

func (s *Service) previewMAC(body string) string {
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte("event preview:" + body))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}
