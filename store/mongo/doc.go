package mongo

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"go.mongodb.org/mongo-driver/v2/bson"
)

// A record (site, page, article, run, frontier item, selector set) is
// stored as its JSON encoding turned into a BSON document, under "doc".
// The JSON encoding is the one the record types define and the SQLite
// store keeps; BSON struct encoding of the same types would differ from
// it where it matters: it does not inline embedded structs
// (store.Article), refuses uint64 values above 2⁶³ (SimHashes), drops
// nanoseconds from times and ignores omitzero. So JSON objects become
// BSON documents, arrays arrays, strings strings (times stay RFC 3339
// text), whole numbers int64, other numbers doubles, and the few whole
// numbers beyond int64 an 8-byte binary of subtype uintSubtype: FerretDB
// has no Decimal128. Keys are escaped where MongoDB or FerretDB would
// refuse them (a '.' or '$' in a map key such as a failure reason).

// uintSubtype marks a big-endian uint64 too large for int64.
const uintSubtype = 0x80

// toDoc converts v's JSON encoding into a BSON document.
func toDoc(v any) (bson.D, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	x, err := readJSON(dec)
	if err != nil {
		return nil, err
	}
	d, ok := x.(bson.D)
	if !ok {
		return nil, fmt.Errorf("%T does not encode as a JSON object", v)
	}
	return d, nil
}

func readJSON(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			a := bson.A{}
			for dec.More() {
				v, err := readJSON(dec)
				if err != nil {
					return nil, err
				}
				a = append(a, v)
			}
			_, err := dec.Token()
			return a, err
		}
		d := bson.D{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			v, err := readJSON(dec)
			if err != nil {
				return nil, err
			}
			d = append(d, bson.E{Key: escapeKey(k.(string)), Value: v})
		}
		_, err := dec.Token()
		return d, err
	case json.Number:
		if n, err := strconv.ParseInt(string(t), 10, 64); err == nil {
			return n, nil
		}
		if u, err := strconv.ParseUint(string(t), 10, 64); err == nil {
			return bson.Binary{Subtype: uintSubtype, Data: binary.BigEndian.AppendUint64(nil, u)}, nil
		}
		return t.Float64()
	default: // string, bool, nil
		return t, nil
	}
}

// fromDoc decodes a document written by toDoc into v.
func fromDoc(doc bson.Raw, v any) error {
	var buf bytes.Buffer
	if err := writeJSON(&buf, bson.RawValue{Type: bson.TypeEmbeddedDocument, Value: doc}); err != nil {
		return err
	}
	return json.Unmarshal(buf.Bytes(), v)
}

func writeJSON(w *bytes.Buffer, v bson.RawValue) error {
	switch v.Type {
	case bson.TypeEmbeddedDocument:
		elems, err := v.Document().Elements()
		if err != nil {
			return err
		}
		return writeList(w, '{', '}', len(elems), func(i int) error {
			k, _ := json.Marshal(unescapeKey(elems[i].Key()))
			w.Write(k)
			w.WriteByte(':')
			return writeJSON(w, elems[i].Value())
		})
	case bson.TypeArray:
		vals, err := v.Array().Values()
		if err != nil {
			return err
		}
		return writeList(w, '[', ']', len(vals), func(i int) error { return writeJSON(w, vals[i]) })
	case bson.TypeString:
		s, _ := json.Marshal(v.StringValue())
		w.Write(s)
	case bson.TypeInt32:
		w.WriteString(strconv.FormatInt(int64(v.Int32()), 10))
	case bson.TypeInt64:
		w.WriteString(strconv.FormatInt(v.Int64(), 10))
	case bson.TypeDouble:
		f, err := json.Marshal(v.Double())
		if err != nil {
			return err
		}
		w.Write(f)
	case bson.TypeBoolean:
		w.WriteString(strconv.FormatBool(v.Boolean()))
	case bson.TypeNull:
		w.WriteString("null")
	case bson.TypeBinary:
		sub, data := v.Binary()
		if sub != uintSubtype || len(data) != 8 {
			return fmt.Errorf("binary of subtype %#x in a record", sub)
		}
		w.WriteString(strconv.FormatUint(binary.BigEndian.Uint64(data), 10))
	default:
		return fmt.Errorf("BSON %s in a record", v.Type)
	}
	return nil
}

// writeList writes n items, by item, comma-separated between open and
// close.
func writeList(w *bytes.Buffer, open, close byte, n int, item func(i int) error) error {
	w.WriteByte(open)
	for i := range n {
		if i > 0 {
			w.WriteByte(',')
		}
		if err := item(i); err != nil {
			return err
		}
	}
	w.WriteByte(close)
	return nil
}

// escapeKey percent-encodes what a field name may not hold: '.', '$',
// NUL, and '%' itself.
func escapeKey(k string) string {
	if !strings.ContainsAny(k, ".$%\x00") {
		return k
	}
	var b strings.Builder
	for i := range len(k) {
		switch c := k[i]; c {
		case '.', '$', '%', 0:
			fmt.Fprintf(&b, "%%%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func unescapeKey(k string) string {
	if !strings.Contains(k, "%") {
		return k
	}
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		if k[i] == '%' && i+2 < len(k) {
			if c, err := strconv.ParseUint(k[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(c))
				i += 2
				continue
			}
		}
		b.WriteByte(k[i])
	}
	return b.String()
}
