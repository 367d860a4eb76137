package extract_test

import (
	"strings"
	"testing"
)

// photographerLinePage is a Finnish sports story whose byline block
// holds two role lines, the writer's ("Toimittaja") and the
// photographer's ("Kuvaaja"), above the picture and the text.
const photographerLinePage = `<!DOCTYPE html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ässät kaatoi Tapparan jatkoajalla – Lindroos ratkaisi | Satakunnan Sanomat</title>
<meta name="description" content="Ässät voitti Tapparan 3–2 jatkoajan jälkeen.">
<meta property="og:title" content="Ässät kaatoi Tapparan jatkoajalla – Lindroos ratkaisi">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Satakunnan Sanomat">
<meta name="author" content="Aino Laaksonen">
<link rel="canonical" href="https://www.satakunnansanomat-demo.fi/urheilu/art-2000011834512.html">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Ässät kaatoi Tapparan jatkoajalla – Lindroos ratkaisi","datePublished":"2026-11-13T19:48:00.000Z","author":[{"@type":"Person","name":"Aino Laaksonen"}],"publisher":{"@type":"Organization","name":"Satakunnan Sanomat"}}</script>
</head>
<body>
<div class="consent"><p>Käytämme evästeitä sivuston toiminnan ja mainonnan kohdentamiseen.</p><button>Hyväksy kaikki</button> <button>Asetukset</button></div>
<header><a href="/" class="logo">Satakunnan Sanomat</a>
<nav><a href="/uutiset/">Uutiset</a> <a href="/pori/">Pori</a> <a href="/urheilu/">Urheilu</a> <a href="/mielipide/">Mielipide</a> <a href="/kulttuuri/">Kulttuuri</a> <a href="/tilaa/">Tilaa</a></nav></header>
<div class="mainos">Mainos</div>
<main>
<article>
<div class="osasto">Urheilu</div>
<h1>Ässät kaatoi Tapparan jatkoajalla – Lindroos ratkaisi</h1>
<div class="tekijat"><div class="tekija"><span class="rooli">Toimittaja</span> <a href="/toimittaja/aino-laaksonen">Aino Laaksonen</a></div>
<div class="tekija"><span class="rooli">Kuvaaja</span> Mikko Rantanen</div></div>
<div class="aika"><time>13.11.2026 klo 21.48</time></div>
<div class="jaa"><a href="#">Jaa</a> <a href="#">Facebook</a> <a href="#">WhatsApp</a></div>
<figure><img src="/kuvat/assat-tappara.jpg" alt=""><figcaption>Eetu Lindroos tuuletti voittomaaliaan.</figcaption></figure>
<div class="teksti">
<p>Porin Ässät voitti perjantaina Tampereen Tapparan kotihallissaan 3–2 jatkoajan jälkeen. Voittomaalin teki hyökkääjä Eetu Lindroos jatkoajan neljännellä minuutilla.</p>
<p>Tappara meni avauserässä kahden maalin johtoon, kun Juho Mäkinen ja Oskari Heino onnistuivat kolmen minuutin sisällä.</p>
<p>Ässät kavensi toisessa erässä ylivoimalla, kun puolustaja Lauri Virtanen laukoi kiekon sinisen viivan tuntumasta verkkoon. Tasoitus syntyi kolmannen erän puolivälissä Aleksi Nurmen maalilla.</p>
<p>– Avauserä oli meiltä heikko, mutta pojat jaksoivat uskoa. Tästä voitosta saa hyvää itseluottamusta, Ässien päävalmentaja Jari Salonen sanoi ottelun jälkeen.</p>
<p>Ässien maalivahti Niko Kallio torjui illan aikana 34 kiekkoa.</p>
<p>Voiton myötä Ässät nousi sarjataulukossa kuudenneksi. Seuraavaksi joukkue matkaa lauantaina Lahteen.</p>
<p>Ottelua seurasi Porin jäähallissa 5 912 katsojaa.</p>
</div>
</article>
<div class="uutiskirje"><h3>Tilaa uutiskirje</h3><p>Satakunnan tärkeimmät uutiset joka aamu sähköpostiisi.</p><input type="email"><button>Tilaa</button></div>
<section class="lue-myos"><h3>Lue myös</h3><ul><li><a href="/urheilu/art-2000011834001.html">Porin Karhut hankki kaksi uutta pelaajaa</a></li><li><a href="/urheilu/art-2000011833870.html">FC Jazz sai uuden päävalmentajan</a></li></ul></section>
</main>
<aside class="luetuimmat"><h3>Luetuimmat</h3><ol><li><a href="/pori/art-2000011834300.html">Porin keskustaan tulee uusi pysäköintitalo</a></li><li><a href="/uutiset/art-2000011834100.html">Ensilumi sataa viikonloppuna</a></li></ol></aside>
<footer><p>© Satakunnan Sanomat 2026</p><a href="/tietosuoja">Tietosuoja</a> <a href="/yhteystiedot">Yhteystiedot</a></footer>
</body>
</html>`

// TestPhotographerLineLeavesBody checks, on a whole page, that the
// photographer's line of a byline block of two role lines (writer and
// photographer) does not open the body, which keeps the story.
func TestPhotographerLineLeavesBody(t *testing.T) {
	a := coldExtract(t, "https://www.satakunnansanomat-demo.fi/urheilu/art-2000011834512.html", photographerLinePage)
	if strings.Contains(a.Body, "Kuvaaja") {
		t.Errorf("body holds the photographer's credit:\n%s", a.Body)
	}
	if !strings.Contains(a.Body, "Porin Ässät voitti") || !strings.Contains(a.Body, "5 912 katsojaa") {
		t.Errorf("body lost the story:\n%s", a.Body)
	}
}
