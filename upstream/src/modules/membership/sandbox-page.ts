import {
  API_PREFIX,
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  formatYuan,
  MEMBERSHIP_TEXT,
  PAY_SANDBOX_SCRIPT_PATH,
  type PayOrder,
  paySandboxConfirm,
  shanghaiDateTimeText,
} from '@gaokao/contracts'

const T = MEMBERSHIP_TEXT

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/**
 * What the sandbox page says about an order, after the payer's action when
 * there was one: a payment that could not go through says nothing was
 * charged, and why (the order was cancelled, expired, or the product is held).
 */
export function sandboxMessage(order: PayOrder, action?: 'pay' | 'cancel'): string {
  if (order.status === 'created') return T.waiting
  if (order.status === 'paid') return action === 'cancel' ? T.sandboxOrderDone(T.orderStatusName.paid) : T.sandboxPaid
  const why =
    order.statusReason === null
      ? T.sandboxOrderDone(T.orderStatusName[order.status])
      : T.orderStatusReason[order.statusReason]
  if (action === 'pay') return T.sandboxRefused(why)
  return order.status === 'closed' && order.statusReason === null ? T.sandboxCancelled : why
}

/**
 * The sandbox's payment page: no inline script and no <style> element (the
 * bff's CSP refuses both), so styles are attributes and the buttons are wired
 * by the script file at PAY_SANDBOX_SCRIPT_PATH, which reads everything it
 * needs (the call, the header, the texts) from data attributes. The state
 * shown is the order's as the page was made, and the script replaces it with
 * the state the confirm call answers, so the page never stays at 待支付.
 */
export function sandboxPage(order: PayOrder): string {
  const row = (label: string, value: string, field = '') =>
    `<div style="display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #eee"><dt style="color:#666">${escapeHtml(label)}</dt><dd style="margin:0;font-weight:600"${field ? ` data-field="${field}"` : ''}>${escapeHtml(value)}</dd></div>`
  const button = (action: string, label: string, primary: boolean) =>
    `<button type="button" data-action="${action}" style="flex:1;min-height:44px;font-size:16px;border-radius:8px;border:1px solid ${primary ? '#07c160' : '#ccc'};background:${primary ? '#07c160' : '#fff'};color:${primary ? '#fff' : '#333'};cursor:pointer">${escapeHtml(label)}</button>`
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(T.sandboxTitle)}</title>
<script src="${API_PREFIX}${PAY_SANDBOX_SCRIPT_PATH}" defer></script>
</head>
<body style="margin:0;padding:24px 16px;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif;background:#f5f6f7;color:#1c1f23">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px" data-order-no="${escapeHtml(order.orderNo)}" data-confirm="${escapeHtml(apiPath(paySandboxConfirm))}" data-header-name="${escapeHtml(CLIENT_HEADER)}" data-header-value="${escapeHtml(CLIENT_HEADER_VALUE)}" data-status-names="${escapeHtml(JSON.stringify(T.orderStatusName))}" data-failed="${escapeHtml(T.sandboxFailed)}">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(T.sandboxTitle)}</h1>
<p role="note" style="margin:0 0 12px;color:#b45309">${escapeHtml(T.sandboxNotice)}</p>
<dl style="margin:0 0 16px">
${row(T.orderProduct, order.productName)}
${row(T.orderAmount, formatYuan(order.amountFen))}
${row(T.orderNo, order.orderNo)}
${row(T.orderStatus, T.orderStatusName[order.status], 'status')}
${row(T.orderCreatedAt, shanghaiDateTimeText(order.createdAt))}
</dl>
<div style="display:flex;gap:12px">
${button('pay', T.sandboxConfirm, true)}
${button('cancel', T.sandboxCancel, false)}
</div>
<p role="status" aria-live="polite" style="min-height:24px;margin:16px 0 0;font-weight:600" data-status="${escapeHtml(order.status)}">${order.status === 'created' ? '' : escapeHtml(sandboxMessage(order))}</p>
</main>
</body>
</html>
`
}

/** The page's script: posts the payer's choice as JSON with the site's custom header, shows the order's state and message from the answer. */
export const SANDBOX_SCRIPT = `'use strict';
(function () {
  var main = document.querySelector('main[data-order-no]');
  if (!main) return;
  var status = main.querySelector('[role="status"]');
  var buttons = Array.prototype.slice.call(main.querySelectorAll('button[data-action]'));
  var statusField = main.querySelector('[data-field="status"]');
  var statusNames = JSON.parse(main.getAttribute('data-status-names'));
  var setBusy = function (busy) { buttons.forEach(function (b) { b.disabled = busy; }); };
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      setBusy(true);
      var headers = { 'content-type': 'application/json', accept: 'application/json' };
      headers[main.getAttribute('data-header-name')] = main.getAttribute('data-header-value');
      fetch(main.getAttribute('data-confirm'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: headers,
        body: JSON.stringify({ orderNo: main.getAttribute('data-order-no'), action: button.getAttribute('data-action') })
      })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          if (body.code === 0) statusField.textContent = statusNames[body.data.status];
          status.textContent = body.code === 0 ? body.data.message : body.msg;
          status.setAttribute('data-status', body.code === 0 ? body.data.status : 'error');
        })
        .catch(function () {
          status.textContent = main.getAttribute('data-failed');
          status.setAttribute('data-status', 'error');
        })
        .then(function () { setBusy(false); });
    });
  });
})();
`
