// Command catraca is the whole storefront: `catraca serve`, `catraca migrate`,
// `catraca seed --demo` and `catraca import FILE`. Configuration comes from the environment (see README).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/httpapi"
)

const usage = `usage: catraca <command>

commands:
  serve          run the storefront (migrates the database first)
  migrate        apply database migrations and reference data
  seed --demo    write the demo catalog (stores, categories, events)
  import FILE    load or update organizers, places, events, sessions, sectors
                 and FAQ from a YAML or JSON file (see docs/catalog-import.md)
  organizer-key ORGANIZER_ID
                 make a key for an organizer (its import id), for the door's
                 check-in and its payouts report; the key is printed once,
                 alone on standard output, and stored hashed
  organizer-invite ORGANIZER_ID EMAIL
                 e-mail EMAIL an invitation to be the organizer's owner in the
                 back office (/organizador); the link, valid once for 7 days,
                 is printed alone on standard output
  payments reconcile [--since 24h]
                 ask the payment gateway where every unsold order's charge of
                 that period stands, apply what it says as its webhooks would,
                 retry pending refunds, and print each order it changed
`

func main() {
	slog.SetDefault(slog.New(slog.NewJSONHandler(os.Stderr, nil)))
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "catraca:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return errors.New("no command given")
	}
	if args[0] == "openapi" {
		// Hidden: prints the API document without a database or server, for make api-types.
		doc, err := httpapi.Document()
		if err == nil {
			_, err = os.Stdout.Write(doc)
		}
		return err
	}
	cfg, err := config.FromEnv(os.Getenv)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch args[0] {
	case "serve":
		return serve(ctx, cfg)
	case "migrate":
		cfg.Demo = false
		a, err := app.Open(ctx, cfg)
		if err != nil {
			return err
		}
		return a.Close()
	case "seed":
		fs := flag.NewFlagSet("seed", flag.ContinueOnError)
		demo := fs.Bool("demo", false, "write the demo catalog")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		if !*demo {
			return errors.New("seed: say what to seed: --demo")
		}
		cfg.Demo = false
		a, err := app.Open(ctx, cfg)
		if err != nil {
			return err
		}
		defer a.Close()
		return a.SeedDemo(ctx, false)
	case "import":
		if len(args) != 2 {
			return errors.New("import: give one file: catraca import FILE")
		}
		cfg.Demo = false
		a, err := app.Open(ctx, cfg)
		if err != nil {
			return err
		}
		defer a.Close()
		res, err := a.Import(ctx, args[1])
		if err != nil {
			return err
		}
		fmt.Printf("imported: %d categories, %d organizers, %d places, %d events, %d sessions, %d sectors, %d questions\n",
			res.Categories, res.Organizers, res.Places, res.Events, res.Sessions, res.Sectors, res.Questions)
		fmt.Printf("posters: %d fetched and stored, %d could not be fetched (linked as published; the next import tries again)\n",
			res.Posters.Stored, res.Posters.Failed)
		return nil
	case "organizer-key":
		if len(args) != 2 {
			return errors.New("organizer-key: give the organizer's id: catraca organizer-key ORGANIZER_ID")
		}
		cfg.Demo = false
		a, err := app.Open(ctx, cfg)
		if err != nil {
			return err
		}
		defer a.Close()
		key, err := a.NewOrganizerKey(ctx, args[1])
		if err != nil {
			return err
		}
		fmt.Println(key)
		return nil
	case "organizer-invite":
		if len(args) != 3 {
			return errors.New("organizer-invite: give the organizer's id and an e-mail: catraca organizer-invite ORGANIZER_ID EMAIL")
		}
		cfg.Demo = false
		a, err := app.Open(ctx, cfg)
		if err != nil {
			return err
		}
		defer a.Close()
		link, err := a.InviteOrganizerOwner(ctx, args[1], args[2])
		if err != nil {
			return err
		}
		// Delivered before exiting (the queue's worker does not run in a command); when the mail
		// server fails, the link printed is still the way in, for the operator to pass on.
		if err := a.Mail.Flush(ctx); err != nil {
			fmt.Fprintln(os.Stderr, "catraca: the invitation e-mail was not sent:", err)
		}
		fmt.Println(link)
		return nil
	case "payments":
		return payments(ctx, cfg, args[1:])
	default:
		fmt.Fprint(os.Stderr, usage)
		return fmt.Errorf("unknown command %q", args[0])
	}
}

func serve(ctx context.Context, cfg config.Config) error {
	// Listening first tells whether this is dev mode (CATRACA_DEV=1 on a loopback address),
	// which alone may run without CATRACA_SECRET.
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	if cfg.Secret == "" && !app.DevListener(cfg, ln.Addr()) {
		ln.Close()
		return config.ErrNoSecret
	}
	app.TuneGC(os.Getenv)
	a, err := app.Open(ctx, cfg)
	if err != nil {
		ln.Close()
		return err
	}
	defer a.Close()
	// A second signal during the drain period stops waiting (in-flight requests still finish).
	go func() {
		<-ctx.Done()
		again := make(chan os.Signal, 1)
		signal.Notify(again, os.Interrupt, syscall.SIGTERM)
		<-again
		a.CutDrain()
	}()
	return a.Serve(ctx, ln)
}
