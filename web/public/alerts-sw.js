// Price alerts' pushes (docs/alerts.md): shows the title and line; a click opens our laptop page.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data.json();
  } catch {
    // No payload, or not ours: the title alone.
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Price alert', {
      body: message.body || '',
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let path = '/';
  try {
    // A laptop page of our own site only, whatever a push names.
    const asked = new URL(event.notification.data.url, self.location.origin).pathname;
    if (/^\/laptop\/[a-z0-9-]+$/.test(asked)) path = asked;
  } catch {
    // No URL in it: the home page.
  }
  event.waitUntil(self.clients.openWindow(new URL(path, self.location.origin).href));
});
