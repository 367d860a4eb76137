package mongo

import (
	"context"
	"encoding/binary"
	"io"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestOpenWithoutHello opens a store through a proxy that answers the
// store's own hello (on its database) as a server before 4.4.2 does:
// CommandNotFound. Open asked hello for the server's clock and failed;
// it must ask isMaster then, which every server knows.
func TestOpenWithoutHello(t *testing.T) {
	url, name := mongotest.Database(t)
	opts := options.Client().ApplyURI(url)
	if len(opts.Hosts) != 1 {
		t.Skipf("BYLINE_MONGO_URL names %d hosts, want one to put a proxy before", len(opts.Hosts))
	}
	var refused atomic.Int64
	addr := helloRefusingProxy(t, opts.Hosts[0], name, &refused)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := open(ctx, options.Client().ApplyURI(strings.Replace(url, opts.Hosts[0], addr, 1)).SetDirect(true), name)
	if err != nil {
		t.Fatalf("Open on a server without hello: %v", err)
	}
	defer s.Close()
	if refused.Load() == 0 {
		t.Fatal("the proxy refused no hello: the test tested nothing")
	}
	measured := s.lead.Measured()
	if !measured {
		t.Error("the server's clock was not measured at Open")
	}
}

// helloRefusingProxy forwards the connections it accepts to target, but
// answers a hello command on the database db with CommandNotFound (the
// driver's own hellos, on admin, pass), counting them in refused. It
// returns its address.
func helloRefusingProxy(t *testing.T, target, db string, refused *atomic.Int64) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			srv, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, c, srv)
			mu.Unlock()
			var wmu sync.Mutex // the client's writes: the server's replies and the proxy's own
			wg.Add(2)
			go func() {
				defer wg.Done()
				defer c.Close()
				for {
					msg, err := readWireMsg(srv)
					if err != nil {
						return
					}
					wmu.Lock()
					_, err = c.Write(msg)
					wmu.Unlock()
					if err != nil {
						return
					}
				}
			}()
			go func() {
				defer wg.Done()
				defer srv.Close()
				for {
					msg, err := readWireMsg(c)
					if err != nil {
						return
					}
					if isHelloOn(msg, db) {
						refused.Add(1)
						wmu.Lock()
						_, err = c.Write(commandNotFoundReply(msg))
						wmu.Unlock()
					} else {
						_, err = srv.Write(msg)
					}
					if err != nil {
						return
					}
				}
			}()
		}
	}()
	return ln.Addr().String()
}

// readWireMsg reads one message of the wire protocol, its header with it.
func readWireMsg(r io.Reader) ([]byte, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.LittleEndian.Uint32(head[:])
	msg := make([]byte, n)
	copy(msg, head[:])
	_, err := io.ReadFull(r, msg[4:])
	return msg, err
}

// opMsg is the wire protocol's OP_MSG opcode.
const opMsg = 2013

// isHelloOn tells whether msg is an OP_MSG whose command is hello on db.
func isHelloOn(msg []byte, db string) bool {
	if len(msg) < 26 || binary.LittleEndian.Uint32(msg[12:]) != opMsg || msg[20] != 0 {
		return false
	}
	doc := bson.Raw(msg[21:])
	first, err := doc.IndexErr(0)
	if err != nil || first.Key() != "hello" {
		return false
	}
	d, ok := doc.Lookup("$db").StringValueOK()
	return ok && d == db
}

// commandNotFoundReply is a server's OP_MSG answer to req for a command
// it does not know.
func commandNotFoundReply(req []byte) []byte {
	doc, _ := bson.Marshal(bson.D{{Key: "ok", Value: 0.0}, {Key: "errmsg", Value: "no such command: 'hello'"},
		{Key: "code", Value: int32(59)}, {Key: "codeName", Value: "CommandNotFound"}})
	out := make([]byte, 21, 21+len(doc))
	binary.LittleEndian.PutUint32(out[0:], uint32(21+len(doc)))
	binary.LittleEndian.PutUint32(out[4:], 1)
	copy(out[8:12], req[4:8]) // responseTo: the request's id
	binary.LittleEndian.PutUint32(out[12:], opMsg)
	return append(out, doc...)
}
