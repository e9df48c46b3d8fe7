package app

import (
	"context"

	"github.com/catraca/catraca/internal/orgauth"
)

// InviteOrganizerOwner e-mails an invitation to the organizer's back office as its owner (the
// operator's way in: `catraca organizer-invite`) and returns the link. organizer is the import id;
// the link and the e-mail are the default store's.
func (a *App) InviteOrganizerOwner(ctx context.Context, organizer, email string) (string, error) {
	id, err := a.OrgAuth.Organizer(ctx, organizer)
	if err != nil {
		return "", err
	}
	st, err := a.Stores.ForHost(ctx, "")
	if err != nil {
		return "", err
	}
	origin := a.Stores.Origin(st)
	t := st.Configs.Template
	b := orgauth.Brand{Name: st.Name, Logo: t.Logo, Color: t.Colors.Primary, SiteURL: origin, Locale: t.Locale}
	return a.OrgAuth.Invite(ctx, id, email, orgauth.Owner, nil, origin, b)
}
