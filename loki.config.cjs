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
]

module.exports = {
  chromeFlags: chromeFlags.join(' '),
  chromeSelector: '#storybook-root > *',
  chromeConcurrency: 2,
  chromeLoadTimeout: 60000,
  chromeRetries: 1,
  diffingEngine: 'pixelmatch',
  configurations: {
    'chrome.desktop': { target: 'chrome.app', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
    'chrome.mobile': { target: 'chrome.app', width: 375, height: 812, deviceScaleFactor: 1, mobile: false },
  },
}
