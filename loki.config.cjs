// Visual regression: Debian Chromium (chrome.app target, never docker) against a static Storybook build.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--hide-scrollbars',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--force-prefers-reduced-motion',
  // A tab left in the background must still paint, or its screenshot comes out blank.
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
]

// Taller than the tallest story (Step5Panel's all-states, 8204 px on mobile): loki never resizes the window before a
// screenshot, a step that raced the repaint and captured a blank page under load.
const viewportHeight = 9000

module.exports = {
  chromeFlags: chromeFlags.join(' '),
  chromeSelector: '#storybook-root > *',
  chromeConcurrency: 1,
  chromeLoadTimeout: 60000,
  chromeRetries: 1,
  diffingEngine: 'pixelmatch',
  configurations: {
    'chrome.desktop': {
      target: 'chrome.app',
      width: 1280,
      height: viewportHeight,
      deviceScaleFactor: 1,
      mobile: false,
    },
    'chrome.mobile': { target: 'chrome.app', width: 375, height: viewportHeight, deviceScaleFactor: 1, mobile: false },
  },
}
