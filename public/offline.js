// The offline page's behaviour, in a file: the site's policy runs no inline script (ADR 035).
document.getElementById("retry").addEventListener("click", () => location.reload());
// List the pages the service worker has kept, so the visitor can open one offline.
if ("caches" in window) {
  caches
    .open("pages")
    .then((cache) => cache.keys())
    .then((requests) => {
      const list = document.getElementById("saved-list");
      const seen = new Set();
      for (const request of requests) {
        const url = new URL(request.url);
        if (url.origin !== location.origin || seen.has(url.pathname)) continue;
        seen.add(url.pathname);
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = url.pathname + url.search;
        link.textContent = url.pathname;
        item.append(link);
        list.append(item);
      }
      if (seen.size > 0) document.getElementById("saved").hidden = false;
    })
    .catch(() => {});
}
