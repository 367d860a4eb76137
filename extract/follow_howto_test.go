package extract

import "testing"

// TestFollowOnNetworkHowTo: a how-to's instruction naming a network and
// the platform it is for is the story's, not an ask to follow an account.
func TestFollowOnNetworkHowTo(t *testing.T) {
	page := `<html lang="en"><head><title>How to turn on disappearing messages</title></head><body><main><article>
<h1>How to turn on disappearing messages</h1>
<p>Disappearing messages delete themselves after a set time, and the feature can now be switched on for every new chat at once rather than one conversation at a time.</p>
<p>Follow these steps on WhatsApp for Android to turn on disappearing messages in every chat.</p>
<p>Open the app and tap the three dots at the top right of the screen, then choose Settings and open the Privacy page to find the timer for new chats.</p>
<p>Follow the instructions on Instagram for iPhone to switch your account to a private profile.</p>
<p>Pick the length of time you want messages to stay visible, from a day to ninety days, and the setting will apply to every chat you start from then on.</p>
</article></main></body></html>`
	checkBody(t, page, []string{"Follow these steps on WhatsApp for Android", "Follow the instructions on Instagram for iPhone"}, nil)
}
