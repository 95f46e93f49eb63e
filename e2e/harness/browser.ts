// Debian's Chromium driven by playwright-core (never a downloaded browser build), with the project's flags.
import { chromium, type LaunchOptions } from 'playwright-core'

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export const launchChromium = () => chromium.launch(chromiumLaunchOptions)
