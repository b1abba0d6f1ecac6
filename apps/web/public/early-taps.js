// Holds the taps made on a prerendered page before the app has hydrated it, for the app to carry
// out once it has (src/app/early-taps.ts). The page's buttons are on screen while its code is
// still downloading and running; without this a tap on Add to Cart in that time would do nothing,
// and the shopper would not know. A plain script, loaded right after #root (index.html), so it
// runs before the app's module script does; links need no help, the browser follows them.
(function () {
  var root = document.getElementById('root');
  var taps = [];

  function labelOf(button) {
    return button.getAttribute('aria-label') || button.textContent.replace(/\s+/g, ' ').trim();
  }

  function buttonsLabelled(label) {
    return Array.prototype.filter.call(root.querySelectorAll('button'), function (button) {
      return labelOf(button) === label;
    });
  }

  // A signed-in shopper's page is rendered afresh rather than adopted (src/app/prerendered-page.ts),
  // from the same data: the tapped button's counterpart is the one with the same label at the
  // same place among those so labelled (the third Add to Cart on the menu).
  function heldTap(button) {
    var label = labelOf(button);
    var place = buttonsLabelled(label).indexOf(button);
    return {
      button: button,
      current: function () {
        return button.isConnected ? button : buttonsLabelled(label)[place] || null;
      },
    };
  }

  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root || !root.contains(button)) return;
    // Not the browser's own action either (a button in a form would submit it).
    event.preventDefault();
    event.stopImmediatePropagation();
    // A double tap is one tap, as it is on the hydrated page's guarded buttons.
    var held = taps.some(function (tap) {
      return tap.button === button;
    });
    if (held) return;
    taps.push(heldTap(button));
    // Shown as under way (src/app/styles.css) until the app carries it out.
    button.setAttribute('data-early-tap', '');
  }

  document.addEventListener('click', hold, true);
  window.gymfuelEarlyTaps = function () {
    document.removeEventListener('click', hold, true);
    delete window.gymfuelEarlyTaps;
    return taps;
  };
})();
