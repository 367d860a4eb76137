package extract

// chooseTitle is chooseTitleNamed on a page whose site names are not
// known, as the tests ask it.
func chooseTitle(md *metadata, a *analysis) (string, metaValue) {
	return chooseTitleNamed(md, a, nil)
}
