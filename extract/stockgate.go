package extract

import (
	"strings"
	"unicode/utf8"
)

// Stock-line checks that a line can pass only when it holds one of a
// few gate phrases: the bit of each in a stockGate's answer.
const (
	gateDisclosure = 1 << iota // isDisclosure: disclosureGate
	gateSignup                 // isSignupPitch: signupObjects
	gatePaywall                // isPaywallNotice: paywallSubscribe, paywallAsks, paywallOpeners, paywallOfferOpeners or paywallMeter
	gateFollow                 // isFollowPrompt: socialNetworks, appAsk's "app", appAskOpeners, appAskMarks, followForMore, likeAsks, qrFollowChannels
	gateAppeal                 // isAppeal: appealGate
	gateWire                   // isWireNotice: wireNotices, syndicationNotes, shortRightsNotices, "print edition"
	gateFollowAsk              // isFollowAsk, gateFollow's asks to follow: socialNetworks, followForMore, likeAsks, qrFollowChannels
	gateFollowApp              // isAppAsk, gateFollow's app asks: appAsk's "app", appAskOpeners, appAskMarks
)

// quoteStrippedGates are the bits of checks that may read a line without
// its quotations (followPromptOf): a triple of their phrases is keyed
// only when it holds no space, the one byte outsideQuotes writes where
// it cuts, so that a triple it joins is never one the line lacks.
const quoteStrippedGates = gateFollowAsk | gateFollowApp

// A change to a gated check must keep its gate phrases a condition of
// its passing, or the gate hides lines it passes:
// TestStockGateKeepsEveryPass reads the checks' examples.

// stockGate says which stock-line checks a line could pass, in one pass
// over its bytes. isStockText asks up to a dozen checks of every short
// line, and each searched the line once per phrase of its gate list
// (some seventy searches), though most lines are prose that holds none.
//
// A line holds a phrase only if it holds each three bytes in a row of
// the phrase; the table maps one such triple of each gate phrase,
// hashed, to the checks whose gates hold it. So a check whose bit is
// off cannot pass and need not run; a bit that is on (a collision, or
// the triple without the phrase) only runs the check, which searches
// its phrases as before.
type stockGate struct {
	triples [stockGateSize]uint8
	always  uint8 // checks with a gate phrase under three bytes: not gated
	// second maps a second triple of each phrase of the quote-stripped
	// checks (see confirm); secondAlways are their bits with a phrase
	// that has no second triple.
	second       [stockGateSize]uint8
	secondAlways uint8
}

const stockGateSize = 1 << 13

// tripleSlot is the table slot of the bytes a, b, c.
func tripleSlot(a, b, c byte) int {
	return int((uint32(a)<<16 | uint32(b)<<8 | uint32(c)) * 2654435761 >> 19) // Fibonacci hashing to 13 bits
}

// stockGateLists are the gate phrases of each gated check: a line the
// check passes holds one of them.
func stockGateLists() map[uint8][][]string {
	return map[uint8][][]string{
		gateDisclosure: {disclosureGate},
		gateSignup:     {signupObjects},
		gatePaywall:    {paywallSubscribe, paywallAsks, paywallOpeners, paywallOfferOpeners, paywallMeter},
		gateFollow:     {socialNetworks, {"app"}, appAskOpeners, appAskMarks, followForMore, likeAsks, qrFollowChannels},
		gateAppeal:     {appealGate},
		gateWire:       {wireNotices, syndicationNotes, shortRightsNotices, {"print edition"}}, // and isPrintEditionNote
		gateFollowAsk:  {socialNetworks, followForMore, likeAsks, qrFollowChannels},
		gateFollowApp:  {{"app"}, appAskOpeners, appAskMarks},
	}
}

// newStockGate builds the gate of the checks' phrase lists.
func newStockGate() *stockGate {
	g := &stockGate{}
	for bit, lists := range stockGateLists() {
		for _, list := range lists {
			for _, p := range list {
				i, ok := rareTriple(p)
				if !ok || bit&quoteStrippedGates != 0 && strings.Contains(p[i:i+3], " ") {
					g.always |= bit
					continue
				}
				g.triples[tripleSlot(p[i], p[i+1], p[i+2])] |= bit
				if bit&quoteStrippedGates == 0 {
					continue
				}
				if j, ok := secondTriple(p, i); ok {
					g.second[tripleSlot(p[j], p[j+1], p[j+2])] |= bit
				} else {
					g.secondAlways |= bit
				}
			}
		}
	}
	return g
}

// commonPairs are frequent byte pairs of English and other Latin-script
// text, most frequent first: a phrase is keyed by the triple whose
// pairs are least frequent by it, so that prose seldom turns a bit on.
var commonPairs = strings.Fields("th he in er an re on at en nd es ti or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo ho pe ec pr no ct us ac ot il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol rt po we na ul ni ts mo ow pa im mi ai sh ir su id os iv ia am fi ci vi pl ig tu ev ld ry mp fe bl ab gh ty op wo sa ay ex ke fr oo av ag if ap gr od bo sp rd do uc bu ei ov by rm ep tt oc fa ef cu rn sc gi da yo cr cl du ga qu ue ff ba ey ls va um pp ua up lu go ht ru ug ds lt pi rc rr eg au ck ew mu br bi pt ak pu ui rg ib tl ny ki rk ys ob mm fu ph og ms ye ud mb ip ub oi rl gu dr hr cc tw ft wn nu")

// pairRank is how frequent pair p is by commonPairs: 0 for the most
// frequent, larger for rarer, and largest for pairs it does not list.
func pairRank(p string) int {
	if strings.ContainsRune(p, ' ') {
		return -1 // a space is in every line
	}
	for i, c := range commonPairs {
		if c == p {
			return i
		}
	}
	return len(commonPairs)
}

// rareTriple is the index of the three bytes in a row of phrase p whose
// pairs are rarest by pairRank together; ok is false when p is shorter.
func rareTriple(p string) (i int, ok bool) {
	best, score := -1, 0
	for j := 0; j+2 < len(p); j++ {
		s := pairRank(p[j:j+2]) + pairRank(p[j+1:j+3])
		if best < 0 || s > score {
			best, score = j, s
		}
	}
	return best, best >= 0
}

// secondTriple is the index of a second triple of phrase p, other than
// the one at i and without a space (see quoteStrippedGates): the rarest
// by pairRank, and in a script of several bytes a letter one that
// starts within a letter, so that it holds the whole of the next
// (a triple at a letter's start holds only the first byte of the next,
// which a whole alphabet shares). ok is false when p has none.
func secondTriple(p string, i int) (j int, ok bool) {
	best, score := -1, 0
	for k := 0; k+2 < len(p); k++ {
		t := p[k : k+3]
		if k == i || t == p[i:i+3] || strings.Contains(t, " ") {
			continue
		}
		s := pairRank(p[k:k+2]) + pairRank(p[k+1:k+3])
		if utf8.RuneStart(p[k]) {
			s -= len(commonPairs)
		}
		if best < 0 || s > score {
			best, score = k, s
		}
	}
	return best, best >= 0
}

// confirm clears from m, the bits checks gave line, those of the
// quote-stripped checks whose second triples it lacks: a line holds a
// phrase only if it holds both. Their first triples alone are often in
// prose ("like", "pin", a script's common letter before a lead byte).
func (g *stockGate) confirm(line string, m uint8) uint8 {
	want := m & quoteStrippedGates
	if want == 0 {
		return m
	}
	got := g.secondAlways & want
	for i := 0; i+2 < len(line) && got != want; i++ {
		got |= g.second[tripleSlot(line[i], line[i+1], line[i+2])] & want
	}
	return m &^ (want &^ got)
}

// checks returns the bits of the checks line could pass.
func (g *stockGate) checks(line string) uint8 {
	m := g.always
	for i := 0; i+2 < len(line); i++ {
		m |= g.triples[tripleSlot(line[i], line[i+1], line[i+2])]
	}
	return m
}
