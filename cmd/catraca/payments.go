package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/config"
)

// payments runs `catraca payments reconcile [--since 24h]`: the reconciliation worker's round,
// by hand, over the period asked, printing one line per order it changed.
func payments(ctx context.Context, cfg config.Config, args []string) error {
	if len(args) == 0 || args[0] != "reconcile" {
		return errors.New("payments: say what to do: catraca payments reconcile [--since 24h]")
	}
	fs := flag.NewFlagSet("payments reconcile", flag.ContinueOnError)
	since := fs.Duration("since", 24*time.Hour, "how far back to look, by order creation (e.g. 24h, 90m)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *since <= 0 || fs.NArg() > 0 {
		return errors.New("payments reconcile: --since must be a positive duration such as 24h, and nothing else follows it")
	}
	cfg.Demo = false
	a, err := app.Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.Close()
	// By hand the operator wants everything in the period, however recent; spaced out only as
	// the gateway's rate limit asks.
	changed, err := a.Checkout.Reconcile(ctx, *since, 0, 50*time.Millisecond)
	if errors.Is(err, checkout.ErrCannotLookup) {
		return fmt.Errorf("payments reconcile: the %s gateway cannot be asked about its charges (CATRACA_PAYMENT_PROVIDER)",
			a.Checkout.Provider().Name())
	}
	for _, r := range changed {
		fmt.Printf("%s %s -> %s (%s)\n", r.Hash, r.Before, r.After, strings.Join(r.Events, ", "))
	}
	fmt.Printf("reconciled: %d orders changed\n", len(changed))
	return err
}
