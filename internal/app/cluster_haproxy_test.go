//go:build linux

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
	bin   string
	env   []string
	nodes [3]*lbNode
	lb    string      // HAProxy's address, as http://host:port
	stats string      // HAProxy's stats page
	logs  *syncBuffer // HAProxy's, which logs only what goes wrong, and the instances'
}

// lbNode is one instance: its fixed address (a restart listens there again) and its process,
// with done closed once it has exited and err then set.
type lbNode struct {
	addr string
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

// notable is what to read in logs when the test fails: every line but the instances' INFO
// lines (one per request).
func notable(logs string) string {
	var out []string
	for line := range strings.Lines(logs) {
		if !strings.Contains(line, `"level":"INFO"`) || strings.Contains(line, "shutting down") {
			out = append(out, line)
		}
	}
	return strings.Join(out[max(0, len(out)-200):], "")
}

// startLBCluster builds the binary, starts three instances on url and redis, and HAProxy in
// front of them; everything stops when the test ends.
func startLBCluster(t *testing.T, url, redis string) *lbCluster {
	secret, webhook := randomHex(32), randomHex(32) // a fresh Redis namespace for each run
	c := &lbCluster{bin: buildCatraca(t), logs: &syncBuffer{},
		env: []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
			"CATRACA_DATABASE_URL=" + url, "CATRACA_REDIS_URL=" + redis,
			"CATRACA_SECRET=" + secret, "CATRACA_SANDBOX_WEBHOOK_SECRET=" + webhook,
			"CATRACA_TRUSTED_PROXIES=127.0.0.1", "CATRACA_DRAIN=" + clusterDrain}}
	ports := freePorts(t, 5)
	for i := range c.nodes {
		c.nodes[i] = &lbNode{addr: fmt.Sprintf("127.0.0.1:%d", ports[i])}
		c.start(t, i)
	}
	for i := range c.nodes {
		c.waitReady(t, i)
	}
	c.lb = fmt.Sprintf("http://127.0.0.1:%d", ports[3])
	c.stats = fmt.Sprintf("http://127.0.0.1:%d/;csv", ports[4])
	lb := exec.Command(haproxyBin, "-f", "../../deploy/haproxy.cfg")
	lb.Env = append(os.Environ(), "CATRACA_LB_BIND="+strings.TrimPrefix(c.lb, "http://"),
		fmt.Sprintf("CATRACA_LB_STATS=127.0.0.1:%d", ports[4]),
		"CATRACA_NODE1="+c.nodes[0].addr, "CATRACA_NODE2="+c.nodes[1].addr, "CATRACA_NODE3="+c.nodes[2].addr)
	lb.Stdout, lb.Stderr = c.logs, c.logs
	lb.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := lb.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = lb.Process.Signal(syscall.SIGTERM)
		_ = lb.Wait()
		for _, n := range c.nodes {
			_ = n.cmd.Process.Kill()
			<-n.done
		}
		if t.Failed() {
			t.Logf("HAProxy's log and the instances' warnings and errors:\n%s", notable(c.logs.String()))
		}
	})
	for i := range c.nodes {
		c.waitUp(t, i)
	}
	return c
}

// buildCatraca builds cmd/catraca into the test's temporary directory: the working tree's own
// binary, whatever bin/catraca holds.
func buildCatraca(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "catraca")
	// -trimpath as make build: its compiled packages are in the build cache (make test-go
	// builds first), so this is mostly a link.
	build := exec.Command("go", "build", "-trimpath", "-o", bin, "./cmd/catraca")
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
func (c *lbCluster) start(t *testing.T, i int) {
	n := c.nodes[i]
	n.cmd = exec.Command(c.bin, "serve")
	n.cmd.Env = append(c.env, "CATRACA_ADDR="+n.addr)
	n.cmd.Stdout, n.cmd.Stderr = c.logs, c.logs
	// Killed with the test's process, should that die first.
	n.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := n.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	n.done = make(chan struct{})
	go func() { n.err = n.cmd.Wait(); close(n.done) }()
}

// waitReady waits for instance i's own /readyz to answer 200.
func (c *lbCluster) waitReady(t *testing.T, i int) {
	url := "http://" + c.nodes[i].addr + "/readyz"
	waitFor(t, "instance "+fmt.Sprint(i+1)+" ready", func() bool {
		select {
		case <-c.nodes[i].done:
			t.Fatalf("instance %d exited while starting: %v", i+1, c.nodes[i].err)
		default:
		}
		res, err := statusClient.Get(url)
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
}

// status is how HAProxy sees instance i: UP, DOWN, or a transition such as "UP 1/2".
func (c *lbCluster) status(i int) string {
	res, err := statusClient.Get(c.stats)
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

func (c *lbCluster) waitUp(t *testing.T, i int) {
	waitFor(t, fmt.Sprintf("HAProxy to see instance %d UP", i+1), func() bool { return c.status(i) == "UP" })
}

// stop sends instance i SIGTERM and waits for it to exit, checking that HAProxy took it out of
// rotation while it was still draining, and that it exited cleanly.
func (c *lbCluster) stop(t *testing.T, i int) {
	n := c.nodes[i]
	if err := n.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for c.status(i) != "DOWN" {
		select {
		case <-n.done:
			t.Fatalf("instance %d exited (%v) before HAProxy took it out of rotation", i+1, n.err)
		case <-time.After(20 * time.Millisecond):
		}
	}
	<-n.done
	if n.err != nil {
		t.Fatalf("instance %d after SIGTERM: %v", i+1, n.err)
	}
}

// do sends one request through HAProxy as the client at addr (X-Forwarded-For, which HAProxy
// appends to and the instances trust from it) and returns the status and body.
func (c *lbCluster) do(t *testing.T, client *http.Client, method, path, addr string, body any) (int, []byte, error) {
	r := newJSONRequest(t, method, c.lb+path, body)
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

// statusClient asks the instances and HAProxy's stats page how they are.
var statusClient = &http.Client{Timeout: 5 * time.Second}

// lbClient keeps up to conns connections to HAProxy.
func lbClient(conns int) *http.Client {
	return &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
}

// The whole topology of make cluster with the real binary: three instances on one fresh
// PostgreSQL database and Redis, behind HAProxy with deploy/haproxy.cfg. Through the
// balancer, a rush sells exactly the stock, the login guessing limit holds across instances,
// the waiting room's line and stream work across instances, and a rolling restart of every
// instance loses no request.
func TestClusterBehindHAProxy(t *testing.T) {
	if _, err := os.Stat(haproxyBin); err != nil {
		t.Skipf("no HAProxy at %s (make test installs Debian's package): the cluster is not tested", haproxyBin)
	}
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
	t.Run("waiting room", func(t *testing.T) { clusterWaitingRoom(t, c, a) })
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
