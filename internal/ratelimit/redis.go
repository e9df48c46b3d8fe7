package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis keeps the counters in Redis, so every instance of a cluster counts against the same
// windows: a limit of 5 is 5 across all of them. Each window is a counter with the window's
// expiry, changed only by scripts, so concurrent callers on any instance see one order.
//
// Redis unreachable or slow: each call gives up after a short timeout and the rule's outage
// policy answers instead (closed unless Rule.Open), so nothing waits on Redis; after a failure
// Redis is left alone for a second, so a dead Redis costs no time per request.
type Redis struct {
	client  *redis.Client
	prefix  string
	timeout time.Duration

	mu        sync.Mutex
	downUntil time.Time
	lastErr   error
	logged    time.Time
}

// Timeouts of a limiter call: a rate limit that waits longer than a request's own work is
// worse than no limit.
const (
	redisTimeout = 150 * time.Millisecond
	redisPause   = time.Second
	logEvery     = time.Minute
)

// NewRedis connects to the Redis at url (redis://[user:password@]host:port[/db]); the
// connection itself is made on first use. Counters live under namespace, which every
// instance of one store shares and no other store has, so two stores (or two test databases)
// on one Redis never count together.
func NewRedis(url, namespace string) (*Redis, error) { return newRedis(url, namespace, redisTimeout) }

// newRedis is NewRedis giving up after timeout: counting tests on a loaded machine wait longer,
// so that what they count is the limit, not the machine's stalls.
func newRedis(url, namespace string, timeout time.Duration) (*Redis, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, err
	}
	opt.DialTimeout = timeout
	opt.ReadTimeout = timeout
	opt.WriteTimeout = timeout
	opt.PoolTimeout = timeout
	opt.MaxRetries = -1 // a retry would double the wait; the outage policy answers instead
	opt.DialerRetries = 1
	return &Redis{client: redis.NewClient(opt), prefix: "catraca:" + namespace + ":rl:", timeout: timeout}, nil
}

// The client's own log would print every failed dial; failed() logs the outage once a minute.
func init() { redis.SetLogger(debugLog{}) }

type debugLog struct{}

func (debugLog) Printf(ctx context.Context, format string, v ...any) {
	slog.DebugContext(ctx, "redis: "+fmt.Sprintf(format, v...))
}

// Close ends the connections.
func (r *Redis) Close() error { return r.client.Close() }

// allowAllScript counts one attempt on every key when each is under its limit, else none,
// and answers the index of the first key at its limit or -1. ARGV holds limit and window
// (ms) per key. A counter that lost its expiry gets it back, so none lives forever.
var allowAllScript = redis.NewScript(`
for i, k in ipairs(KEYS) do
  if tonumber(redis.call('GET', k) or '0') >= tonumber(ARGV[2*i-1]) then return i-1 end
end
for i, k in ipairs(KEYS) do
  local c = redis.call('INCR', k)
  if c == 1 or redis.call('PTTL', k) < 0 then redis.call('PEXPIRE', k, ARGV[2*i]) end
end
return -1`)

// allowScript counts one attempt and answers the window's count, the attempt included.
var allowScript = redis.NewScript(`
local c = redis.call('INCR', KEYS[1])
if c == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`)

// undoScript gives back one attempt of a live window.
var undoScript = redis.NewScript(`
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`)

// Allow counts one attempt for key and reports whether it is within the rule.
func (r *Redis) Allow(key string, rule Rule) bool {
	n, err := r.run(allowScript, []string{r.prefix + key}, rule.Window.Milliseconds())
	if err != nil {
		return rule.Open
	}
	return n <= int64(rule.Limit)
}

// AllowAll is Memory.AllowAll across instances. During an outage the attempt passes only when
// every rule is Open; otherwise the first closed rule is reported.
func (r *Redis) AllowAll(limits ...Keyed) int {
	keys := make([]string, len(limits))
	args := make([]any, 0, 2*len(limits))
	for i, l := range limits {
		keys[i] = r.prefix + l.Key
		args = append(args, l.Rule.Limit, l.Rule.Window.Milliseconds())
	}
	n, err := r.run(allowAllScript, keys, args...)
	if err != nil {
		for i, l := range limits {
			if !l.Rule.Open {
				return i
			}
		}
		return -1
	}
	return int(n)
}

// Count is how many attempts key has in its window. It serves the login's guessing checks
// only, so during an outage it answers "past any limit": those fail closed.
func (r *Redis) Count(key string) int {
	if r.paused() {
		return math.MaxInt32
	}
	ctx, cancel := context.WithTimeout(context.Background(), r.timeout)
	defer cancel()
	s, err := r.client.Get(ctx, r.prefix+key).Result()
	if errors.Is(err, redis.Nil) {
		r.recovered()
		return 0
	}
	if err != nil {
		r.failed(err)
		return math.MaxInt32
	}
	r.recovered()
	n, _ := strconv.Atoi(s)
	return n
}

// Undo gives back one attempt counted for key; during an outage there is nothing to give back.
func (r *Redis) Undo(key string) {
	_, _ = r.run(undoScript, []string{r.prefix + key})
}

// Ping reports whether Redis answers now (/readyz asks); a failure pauses Redis as a
// counting call's would.
func (r *Redis) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	if err := r.client.Ping(ctx).Err(); err != nil {
		r.failed(err)
		return err
	}
	r.recovered()
	return nil
}

func (r *Redis) run(s *redis.Script, keys []string, args ...any) (int64, error) {
	if r.paused() {
		return 0, errPaused
	}
	ctx, cancel := context.WithTimeout(context.Background(), r.timeout)
	defer cancel()
	n, err := s.Run(ctx, r.client, keys, args...).Int64()
	if err != nil {
		r.failed(err)
		return 0, err
	}
	r.recovered()
	return n, nil
}

var errPaused = errors.New("ratelimit: redis paused after a failure")

func (r *Redis) paused() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return time.Now().Before(r.downUntil)
}

// failed pauses Redis and logs the outage, at most once a minute.
func (r *Redis) failed(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := time.Now()
	r.downUntil = now.Add(redisPause)
	r.lastErr = err
	if now.Sub(r.logged) >= logEvery {
		r.logged = now
		slog.Error("ratelimit: redis unreachable; login and sending limits refuse, read limits allow", "err", err)
	}
}

func (r *Redis) recovered() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.lastErr != nil {
		slog.Info("ratelimit: redis reachable again")
		r.lastErr = nil
		r.logged = time.Time{}
	}
}
