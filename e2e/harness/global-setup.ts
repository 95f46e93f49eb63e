// Once per test run: build stale apps, start the product, launch one Chromium; test files connect to that browser.
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumLaunchOptions } from './browser.ts'
import { buildApps, type ProductFacts, startProduct } from './product.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductFacts
    browserEndpoint: string
  }
}

export default async function setup(project: TestProject) {
  await buildApps((line) => console.log(`[e2e] ${line}`))
  const product = await startProduct()
  const browser = await chromium.launchServer(chromiumLaunchOptions).catch(async (error) => {
    await product.stop()
    throw error
  })
  const { stop, ...facts } = product
  project.provide('product', facts)
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await stop()
  }
}
