// Agendina's booking widget (issue #34): on the salon's own site, a link
//   <a href="https://…/prenota/<indirizzo>" data-agendina-prenota>Prenota online</a>
// opens the booking page in a dialog over the site instead of leaving it. Without this script,
// or when the browser has no <dialog>, the link simply opens the page: it is the fallback. The
// page may be framed only by the sites the salon listed in /salone (CSP frame-ancestors).
(function () {
  'use strict';
  if (typeof HTMLDialogElement !== 'function') return;
  var STYLE =
    'dialog.agendina-prenota{width:min(480px,100vw);height:min(760px,100dvh);max-width:100vw;' +
    'max-height:100dvh;padding:0;border:0;border-radius:12px;overflow:hidden}' +
    'dialog.agendina-prenota::backdrop{background:rgba(0,0,0,.5)}' +
    'dialog.agendina-prenota iframe{display:block;width:100%;height:calc(100% - 48px);border:0}' +
    'dialog.agendina-prenota button{display:block;margin:8px 8px 8px auto;height:32px;' +
    'padding:0 12px;font:inherit;cursor:pointer}';

  function open(link) {
    var dialog = document.createElement('dialog');
    dialog.className = 'agendina-prenota';
    dialog.setAttribute('aria-label', link.textContent.trim() || 'Prenota online');
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Chiudi';
    close.addEventListener('click', function () {
      dialog.close();
    });
    var frame = document.createElement('iframe');
    frame.src = link.href;
    frame.title = link.textContent.trim() || 'Prenota online';
    dialog.appendChild(close);
    dialog.appendChild(frame);
    // Closed by the button or Esc: gone, and focus back on the link (the dialog restores it).
    dialog.addEventListener('close', function () {
      dialog.remove();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
  }

  var style = document.createElement('style');
  style.textContent = STYLE;
  document.head.appendChild(style);
  document.addEventListener('click', function (event) {
    var target = event.target;
    var link = target && target.closest ? target.closest('a[data-agendina-prenota]') : null;
    // A new tab or window asked for (modifier keys, middle click) keeps the link's own way.
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(link);
  });
})();
