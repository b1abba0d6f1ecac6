// Holds what a shopper does on a prerendered page before the app has hydrated it, for the app to
// carry out once it has (src/app/early-taps.ts). The page's controls are on screen while its code
// is still downloading and running; without this a tap on Add to Cart in that time would do
// nothing, and the shopper would not know. A plain script, loaded right after #root (index.html),
// so it runs before the app's module script does.
(function () {
  var root = document.getElementById('root');
  var held = [];
  // Taps on these wait for the app: buttons, links within the shop (a full page load would lose
  // the app's focus handling), and the menu's filter boxes (ticked at once, told to the app later).
  var TAPPABLE = 'button, a[href], input[type="checkbox"], input[type="radio"]';

  function labelOf(element) {
    var named = element.labels && element.labels[0] ? element.labels[0] : element;
    var text = element.getAttribute('aria-label') || named.textContent || '';
    return element.tagName + ' ' + text.replace(/\s+/g, ' ').trim();
  }

  function alike(label, tagName) {
    return Array.prototype.filter.call(root.querySelectorAll(tagName), function (element) {
      return labelOf(element) === label;
    });
  }

  // A signed-in shopper's page is rendered afresh rather than adopted (src/app/prerendered-page.ts),
  // from the same data: an element's counterpart is the one of the same kind and label at the
  // same place among those (the third Add to Cart on the menu).
  function hold(kind, element, value) {
    var label = labelOf(element);
    var place = alike(label, element.tagName).indexOf(element);
    held.push({
      kind: kind,
      element: element,
      value: value,
      current: function () {
        return element.isConnected ? element : alike(label, element.tagName)[place] || null;
      },
    });
    // Shown as under way (src/app/styles.css) until the app carries it out.
    element.setAttribute('data-early-tap', '');
  }

  function isOwnLink(link) {
    return link.origin === window.location.origin && !link.target && !link.hasAttribute('download');
  }

  function onClick(event) {
    var element = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!element || element.disabled || !root || !root.contains(element)) return;
    // A box ticks at once, as the shopper expects; the app is told once it runs.
    if (element.tagName === 'INPUT') return hold('check', element, element.checked);
    var modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (element.tagName === 'A' && (modified || !isOwnLink(element))) return;
    // Not the browser's own action either: a form's button would submit it, a link leave the app.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Every tap counts, as on the hydrated page: two taps on + add two.
    hold('click', element);
  }

  // A choice in a list (Sort by) cannot be held back, only told to the app afterwards.
  function onChange(event) {
    var select = event.target;
    if (select instanceof HTMLSelectElement && root && root.contains(select)) {
      hold('change', select, select.value);
    }
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  window.gymfuelEarlyTaps = function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    delete window.gymfuelEarlyTaps;
    return held;
  };
})();
