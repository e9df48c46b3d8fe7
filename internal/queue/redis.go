package queue

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis keeps each line in three keys: a sorted set of visitors by score (one entry per person
// in line), a hash of the line's Progress and a hash of the passes issued (only for people
// let in). Keys expire two days after the line last moved.
type Redis struct {
	client *redis.Client
	prefix string
}

const (
	redisTimeout = 500 * time.Millisecond
	keyLife      = 48 * time.Hour
)

// NewRedis connects to url; keys live under namespace, the store's (see ratelimit.NewRedis).
func NewRedis(url, namespace string) (*Redis, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, err
	}
	opt.DialTimeout, opt.ReadTimeout, opt.WriteTimeout, opt.PoolTimeout = redisTimeout, redisTimeout, redisTimeout, redisTimeout
	opt.MaxRetries = -1 // a visitor's page polls again; a retry would only hold the request
	// Every waiting page asks now and then: a stall of the machine must not leave callers
	// waiting for one of the default 10 connections per core.
	opt.PoolSize = max(opt.PoolSize, 100)
	return &Redis{client: redis.NewClient(opt), prefix: "catraca:" + namespace + ":q:"}, nil
}

// Close ends the connections.
func (r *Redis) Close() error { return r.client.Close() }

func (r *Redis) keys(line string) (members, progress, passes string) {
	p := r.prefix + line
	return p + ":m", p + ":p", p + ":i"
}

// visitScript joins (ZADD NX; on rejoin, moves a visitor whose pass ran out to the end and
// takes their place out of those let in), issues the pass when the place is let in, and
// answers rank, total, places in, measured rate and the pass, in one round trip.
var visitScript = redis.NewScript(`
local v = ARGV[1]
local issued = redis.call('HGET', KEYS[3], v)
if ARGV[3] ~= '' and issued and (string.sub(issued, 1, 2) == 'c:' or tonumber(issued) <= tonumber(ARGV[3])) then
  redis.call('ZADD', KEYS[1], ARGV[2], v)
  redis.call('HDEL', KEYS[3], v)
  redis.call('HINCRBYFLOAT', KEYS[2], 'admitted', -1)
  issued = false
else
  redis.call('ZADD', KEYS[1], 'NX', ARGV[2], v)
end
local rank = redis.call('ZRANK', KEYS[1], v)
local total = redis.call('ZCARD', KEYS[1])
local p = redis.call('HMGET', KEYS[2], 'admitted', 'measured')
local admitted = math.floor(tonumber(p[1] or '0'))
if not issued and rank < admitted and ARGV[4] ~= '0' then
  issued = ARGV[4]
  redis.call('HSET', KEYS[3], v, issued)
  redis.call('PEXPIRE', KEYS[3], ARGV[5])
end
if total == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
return {rank, total, admitted, p[2] or '-1', issued or ''}`)

// Visit implements Backend.
func (r *Redis) Visit(ctx context.Context, line, visitor string, score int64, rejoin *Rejoin, issuedMS int64) (Place, error) {
	m, p, i := r.keys(line)
	expired := ""
	if rejoin != nil {
		expired = strconv.FormatInt(rejoin.ExpiredMS, 10)
	}
	res, err := visitScript.Run(ctx, r.client, []string{m, p, i}, visitor, score, expired, issuedMS,
		keyLife.Milliseconds()).Slice()
	if err != nil {
		return Place{}, fmt.Errorf("queue visit: %w", err)
	}
	if len(res) != 5 {
		return Place{}, fmt.Errorf("queue visit: %d values", len(res))
	}
	rate, _ := strconv.ParseFloat(fmt.Sprint(res[3]), 64)
	return Place{Rank: res[0].(int64), Total: res[1].(int64), In: res[2].(int64), Rate: rate, Issued: res[4].(string)}, nil
}

// Advance implements Backend with an optimistic transaction: WATCH the progress, read it and
// the line's size, write the step; another instance's write in between cancels this one.
func (r *Redis) Advance(ctx context.Context, line string, nowMS int64, rate int, openingMS int64, paused bool) (Progress, int64, error) {
	m, p, i := r.keys(line)
	var out Progress
	var total int64
	err := r.client.Watch(ctx, func(tx *redis.Tx) error {
		vals, err := tx.HMGet(ctx, p, "admitted", "moved", "mfrom", "mat", "measured").Result()
		if err != nil {
			return err
		}
		if total, err = tx.ZCard(ctx, m).Result(); err != nil {
			return err
		}
		old := Progress{Admitted: num(vals[0]), MovedMS: int64(num(vals[1])), MeasuredFrom: int64(num(vals[2])),
			MeasuredAt: num(vals[3]), Measured: -1}
		if vals[4] != nil {
			old.Measured = num(vals[4])
		}
		out = step(old, nowMS, rate, openingMS, paused, total)
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.HSet(ctx, p, "admitted", out.Admitted, "moved", out.MovedMS, "mfrom", out.MeasuredFrom,
				"mat", out.MeasuredAt, "measured", out.Measured)
			for _, k := range []string{m, p, i} {
				pipe.PExpire(ctx, k, keyLife)
			}
			return nil
		})
		return err
	}, p)
	if errors.Is(err, redis.TxFailedErr) {
		return r.progress(ctx, line)
	}
	if err != nil {
		return Progress{}, 0, fmt.Errorf("queue advance: %w", err)
	}
	return out, total, nil
}

// progress reads a line's state as another instance left it.
func (r *Redis) progress(ctx context.Context, line string) (Progress, int64, error) {
	m, p, _ := r.keys(line)
	vals, err := r.client.HMGet(ctx, p, "admitted", "moved", "mfrom", "mat", "measured").Result()
	if err != nil {
		return Progress{}, 0, fmt.Errorf("queue progress: %w", err)
	}
	total, err := r.client.ZCard(ctx, m).Result()
	if err != nil {
		return Progress{}, 0, fmt.Errorf("queue progress: %w", err)
	}
	out := Progress{Admitted: num(vals[0]), MovedMS: int64(num(vals[1])), Measured: -1}
	if vals[4] != nil {
		out.Measured = num(vals[4])
	}
	return out, total, nil
}

// claimScript swaps a pass's issue time for its user's token; the same token again is a repeat.
var claimScript = redis.NewScript(`
local v = redis.call('HGET', KEYS[1], ARGV[1])
if v == ARGV[2] then redis.call('HSET', KEYS[1], ARGV[1], 'c:' .. ARGV[3]) return 1 end
if v == 'c:' .. ARGV[3] then return 1 end
return 0`)

// releaseScript gives back a pass its token claimed.
var releaseScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], ARGV[1]) == 'c:' .. ARGV[3] then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 0`)

// Claim implements Backend.
func (r *Redis) Claim(ctx context.Context, line, visitor, issued, token string) (bool, error) {
	_, _, i := r.keys(line)
	n, err := claimScript.Run(ctx, r.client, []string{i}, visitor, issued, token).Int()
	if err != nil {
		return false, fmt.Errorf("queue claim: %w", err)
	}
	return n == 1, nil
}

// Release implements Backend.
func (r *Redis) Release(ctx context.Context, line, visitor, issued, token string) error {
	_, _, i := r.keys(line)
	if err := releaseScript.Run(ctx, r.client, []string{i}, visitor, issued, token).Err(); err != nil {
		return fmt.Errorf("queue release: %w", err)
	}
	return nil
}

// MarkAuto implements Backend: a sorted set of events by the end of their automatic queue,
// and a hash of their rates.
func (r *Redis) MarkAuto(ctx context.Context, event int64, untilMS int64, rate int) error {
	id := strconv.FormatInt(event, 10)
	_, err := r.client.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.ZAdd(ctx, r.prefix+"auto", redis.Z{Score: float64(untilMS), Member: id})
		pipe.HSet(ctx, r.prefix+"autorate", id, rate)
		return nil
	})
	if err != nil {
		return fmt.Errorf("queue auto: %w", err)
	}
	return nil
}

// AutoEvents implements Backend, forgetting the ended ones.
func (r *Redis) AutoEvents(ctx context.Context, nowMS int64) (map[int64]int, error) {
	ended, err := r.client.ZRangeByScore(ctx, r.prefix+"auto", &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(nowMS, 10)}).Result()
	if err == nil && len(ended) > 0 {
		r.client.ZRem(ctx, r.prefix+"auto", toAny(ended)...)
		r.client.HDel(ctx, r.prefix+"autorate", ended...)
	}
	ids, err := r.client.ZRangeByScore(ctx, r.prefix+"auto", &redis.ZRangeBy{Min: "(" + strconv.FormatInt(nowMS, 10), Max: "+inf"}).Result()
	if err != nil {
		return nil, fmt.Errorf("queue auto events: %w", err)
	}
	out := make(map[int64]int, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rates, err := r.client.HMGet(ctx, r.prefix+"autorate", ids...).Result()
	if err != nil {
		return nil, fmt.Errorf("queue auto rates: %w", err)
	}
	for k, id := range ids {
		ev, _ := strconv.ParseInt(id, 10, 64)
		out[ev] = int(num(rates[k]))
	}
	return out, nil
}

func num(v any) float64 {
	s, _ := v.(string)
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}
