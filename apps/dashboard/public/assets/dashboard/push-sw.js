// The dashboard's web push service worker (issue #30): shows an alarm notice the API pushed, and opens the alarm
// desk when it is clicked. Push needs no control of pages, so it lives beside the app's assets with their scope.
// The message is what the API's `alarmPush` makes: { title, body, url, tag }.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message = { title: 'Vigil alarm', body: '', url: '/agent/alarms', tag: 'vigil-alarm' }
  try {
    message = { ...message, ...event.data.json() }
  } catch {
    // A push without a JSON body still tells the person something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // A new report on the same alarm replaces its notice and rings again.
      renotify: true,
      requireInteraction: true,
      data: { url: message.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/agent/alarms', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url)
      return open ? open.focus() : self.clients.openWindow(url)
    }),
  )
})
