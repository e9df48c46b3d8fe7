package app_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// haproxyBin is Debian's HAProxy, which make test installs.
const haproxyBin = "/usr/sbin/haproxy"

// clusterDrain is the instances' CATRACA_DRAIN, as scripts/cluster.sh sets it: longer than
// deploy/haproxy.cfg takes to see /readyz fail (2 checks 500 ms apart).
const clusterDrain = "3s"

// lbCluster is three real `catraca serve` processes on one PostgreSQL database and Redis,
// behind HAProxy with deploy/haproxy.cfg: the topology of make cluster.
type lbCluster struct {
	t     *testing.T
	bin   string
	env   []string
	nodes [3]*lbNode
	lb    string // HAProxy's address, as http://host:port
	stats string // HAProxy's stats page
	logs  *lockedBuffer
}

// lbNode is one instance: its fixed address (a restart listens there again) and its process.
type lbNode struct {
	addr string
	cmd  *exec.Cmd
	done chan error
}

// lockedBuffer collects the processes' output, shown when the test fails.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startLBCluster builds the binary, starts three instances on url and redis, and HAProxy in
// front of them; everything stops when the test ends.
func startLBCluster(t *testing.T, url, redis string) *lbCluster {
	if _, err := os.Stat(haproxyBin); err != nil {
		t.Skipf("no HAProxy at %s (make test installs Debian's package): the cluster is not tested", haproxyBin)
	}
	secret, webhook := randomHex(32), randomHex(32) // a fresh Redis namespace for each run
	c := &lbCluster{t: t, bin: buildCatraca(t), logs: &lockedBuffer{},
		env: []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
			"CATRACA_DATABASE_URL=" + url, "CATRACA_REDIS_URL=" + redis,
			"CATRACA_SECRET=" + secret, "CATRACA_SANDBOX_WEBHOOK_SECRET=" + webhook,
			"CATRACA_TRUSTED_PROXIES=127.0.0.1", "CATRACA_DRAIN=" + clusterDrain}}
	ports := freePorts(t, 5)
	for i := range c.nodes {
		c.nodes[i] = &lbNode{addr: fmt.Sprintf("127.0.0.1:%d", ports[i])}
		c.start(i)
	}
	for i := range c.nodes {
		c.waitReady(i)
	}
	c.lb = fmt.Sprintf("http://127.0.0.1:%d", ports[3])
	c.stats = fmt.Sprintf("http://127.0.0.1:%d/;csv", ports[4])
	lb := exec.Command(haproxyBin, "-f", "../../deploy/haproxy.cfg")
	lb.Env = append(os.Environ(), "CATRACA_LB_BIND="+strings.TrimPrefix(c.lb, "http://"),
		fmt.Sprintf("CATRACA_LB_STATS=127.0.0.1:%d", ports[4]),
		"CATRACA_NODE1="+c.nodes[0].addr, "CATRACA_NODE2="+c.nodes[1].addr, "CATRACA_NODE3="+c.nodes[2].addr)
	lb.Stdout, lb.Stderr = c.logs, c.logs
	if err := lb.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = lb.Process.Signal(syscall.SIGTERM)
		_ = lb.Wait()
		for _, n := range c.nodes {
			if n.cmd != nil {
				_ = n.cmd.Process.Kill()
				<-n.done
			}
		}
		if t.Failed() {
			t.Logf("processes' output:\n%s", c.logs.String())
		}
	})
	for i := range c.nodes {
		c.waitUp(i)
	}
	return c
}

// buildCatraca builds cmd/catraca into the test's temporary directory: the working tree's own
// binary, whatever bin/catraca holds.
func buildCatraca(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "catraca")
	build := exec.Command("go", "build", "-o", bin, "./cmd/catraca")
	build.Dir = "../.."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// freePorts asks the kernel for n free loopback ports. They are released before use, so
// another process could take one in between; on this machine's loopback that has not happened.
func freePorts(t *testing.T, n int) []int {
	ports := make([]int, n)
	for i := range ports {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		ports[i] = ln.Addr().(*net.TCPAddr).Port
	}
	return ports
}

// start runs instance i on its address.
func (c *lbCluster) start(i int) {
	n := c.nodes[i]
	n.cmd = exec.Command(c.bin, "serve")
	n.cmd.Env = append(c.env, "CATRACA_ADDR="+n.addr)
	n.cmd.Stdout, n.cmd.Stderr = c.logs, c.logs
	if err := n.cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	n.done = make(chan error, 1)
	go func() { n.done <- n.cmd.Wait() }()
}

// waitReady waits for instance i's own /readyz to answer 200.
func (c *lbCluster) waitReady(i int) {
	url := "http://" + c.nodes[i].addr + "/readyz"
	waitFor(c.t, "instance "+fmt.Sprint(i+1)+" ready", func() bool {
		select {
		case err := <-c.nodes[i].done:
			c.t.Fatalf("instance %d exited while starting: %v", i+1, err)
		default:
		}
		res, err := http.Get(url)
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
}

// status is how HAProxy sees instance i: UP, DOWN, or a transition such as "UP 1/2".
func (c *lbCluster) status(i int) string {
	res, err := http.Get(c.stats)
	if err != nil {
		return "unknown: " + err.Error()
	}
	defer res.Body.Close()
	rows, err := csv.NewReader(res.Body).ReadAll()
	if err != nil || len(rows) == 0 {
		return fmt.Sprintf("unknown: %v", err)
	}
	col := -1
	for j, name := range rows[0] {
		if name == "status" {
			col = j
		}
	}
	for _, row := range rows[1:] {
		if col >= 0 && row[0] == "catraca" && row[1] == fmt.Sprintf("catraca%d", i+1) {
			return row[col]
		}
	}
	return "unknown: no row"
}

func (c *lbCluster) waitUp(i int) {
	waitFor(c.t, fmt.Sprintf("HAProxy to see instance %d UP", i+1), func() bool { return c.status(i) == "UP" })
}

// stop sends instance i SIGTERM and waits for it to exit, checking that HAProxy took it out of
// rotation while it was still draining, and that it exited cleanly.
func (c *lbCluster) stop(i int) {
	n := c.nodes[i]
	if err := n.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		c.t.Fatal(err)
	}
	for c.status(i) != "DOWN" {
		select {
		case err := <-n.done:
			c.t.Fatalf("instance %d exited (%v) before HAProxy took it out of rotation", i+1, err)
		case <-time.After(20 * time.Millisecond):
		}
	}
	if err := <-n.done; err != nil {
		c.t.Fatalf("instance %d after SIGTERM: %v", i+1, err)
	}
	n.cmd = nil
}

// do sends one request through HAProxy as the client at addr (X-Forwarded-For, which HAProxy
// appends to and the instances trust from it) and returns the status and body.
func (c *lbCluster) do(client *http.Client, method, path, addr string, body any) (int, []byte, error) {
	r := newJSONRequest(c.t, method, c.lb+path, body)
	r.Header.Set("X-Forwarded-For", addr)
	res, err := client.Do(r)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	var out bytes.Buffer
	_, err = out.ReadFrom(res.Body)
	return res.StatusCode, out.Bytes(), err
}

// lbClient keeps up to conns connections to HAProxy.
func lbClient(conns int) *http.Client {
	return &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
}

// The whole topology of make cluster with the real binary: three instances on one fresh
// PostgreSQL database and Redis, behind HAProxy with deploy/haproxy.cfg. Through the
// balancer, a rush sells exactly the stock, the login guessing limit holds across instances,
// and a rolling restart of every instance loses no request.
func TestClusterBehindHAProxy(t *testing.T) {
	url := dbtest.PostgresURL(t)
	redis := redistest.URL(t)
	a, err := app.Open(context.Background(), config.Config{DatabaseURL: url})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	if _, err := a.Catalog.Apply(context.Background(), clusterCatalog()); err != nil {
		t.Fatal(err)
	}
	c := startLBCluster(t, url, redis)
	t.Run("login guessing limit", func(t *testing.T) { clusterLoginLimit(t, c) })
	t.Run("rush for the last 1000", func(t *testing.T) { clusterRush(t, c, a) })
	t.Run("rolling restart", func(t *testing.T) { clusterRollingRestart(t, c, a) })
}

// errorLog keeps the first failures of many goroutines, and counts them all.
type errorLog struct {
	mu    sync.Mutex
	count int
	first []string
}

func (e *errorLog) add(format string, args ...any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.count++
	if len(e.first) < 10 {
		e.first = append(e.first, fmt.Sprintf(format, args...))
	}
}

func (e *errorLog) check(t *testing.T, of int) {
	if e.count > 0 {
		t.Errorf("%d of %d requests failed, first ones:\n%s", e.count, of, strings.Join(e.first, "\n"))
	}
}
