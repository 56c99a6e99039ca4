/**
 * A stand-in for a hosted assistant vendor, served from its own 127.0.0.1 origin: a script
 * that reads its configuration from its tag's attributes and, when the site calls its open
 * function, opens a side-panel frame from its origin that speaks the bridge protocol.
 * Plain strings, not functions turned into source: what the browser runs is exactly this.
 */

/** Id of the JSON block of the harness page that holds the validated site configuration. */
export const SITE_CONFIG_ID = 'sk-harness-config';

/** The global function the fake script defines, as `assistant.openFunction` names it. */
export const OPEN_FUNCTION = 'fakeVendor.toggleSidePanel';

/** The vendor's script: `data-sidepanel` and `data-hide-button` are its configuration. */
export const embedScript = `(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const seen = { sidepanel: script.dataset.sidepanel, hideButton: script.dataset.hideButton };
  if (seen.hideButton !== 'true') {
    const launcher = document.createElement('button');
    launcher.textContent = 'Vendor launcher';
    document.body.append(launcher);
  }
  let frame = null;
  window.fakeVendor = {
    seen,
    toggleSidePanel() {
      if (frame) {
        frame.hidden = !frame.hidden;
        return;
      }
      frame = document.createElement('iframe');
      frame.id = 'fake-vendor-frame';
      frame.title = 'Fake assistant';
      frame.src = origin + '/frame.html';
      if (seen.sidepanel === 'true')
        frame.style.cssText = 'position:fixed;bottom:0;right:0;height:50vh;z-index:1000;background:#fff';
      document.body.append(frame);
    },
  };
})();
`;

/** The vendor's frame: says embed-ready, records what the host answers, reports link clicks. */
export const framePage = `<!doctype html>
<html>
  <body>
    <a id="spring" href="#">spring()</a>
    <script>
      window.received = [];
      let host = null;
      addEventListener('message', (event) => {
        if (event.source !== parent) return;
        received.push(event.data);
        try {
          const message = JSON.parse(event.data);
          if (message.type === 'internal-link-host') host = message.host;
        } catch {}
      });
      document.getElementById('spring').addEventListener('click', (event) => {
        event.preventDefault();
        const url = 'http://' + host + '/docs/spring#x';
        parent.postMessage(JSON.stringify({ type: 'internal-link-click', url }), '*');
      });
      parent.postMessage(JSON.stringify({ type: 'embed-ready' }), '*');
    </script>
  </body>
</html>
`;
