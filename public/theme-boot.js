// Applies the saved theme and language before the first paint (no flash of the wrong theme).
// A file rather than an inline script, so the Content-Security-Policy allows scripts from the
// app's own origin only.
(function () {
  var root = document.documentElement;
  try {
    var saved = JSON.parse(localStorage.getItem('app-state') || '{}').state || {};
    var theme = saved.theme === 'dark' ? 'dark' : 'light';
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta && theme === 'dark') meta.setAttribute('content', '#101014');
    if (typeof saved.language === 'string') root.lang = saved.language;
  } catch {
    root.classList.add('light');
  }
})();
