const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export type CheckoutPageModel = {
  amount: string
  description: string
  status: string
  webhookUrl: string
  paidNotice: object
  failedNotice: object
}

/** The sandbox provider's hosted checkout: what a customer sees when they open the emailed payment link. */
export function checkoutPage(model: CheckoutPageModel): string {
  const open = model.status === 'pending' || model.status === 'superseded'
  const script = `const post = (notice) => fetch(${JSON.stringify(model.webhookUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notice) })
  .then((response) => { document.querySelector('#result').textContent = response.ok ? (notice.status === 'paid' ? 'Payment received. Thank you!' : 'Payment cancelled.') : 'The payment failed.'; document.querySelectorAll('button').forEach((b) => { b.disabled = true }) })
document.querySelector('#pay').addEventListener('click', () => post(${JSON.stringify(model.paidNotice)}))
document.querySelector('#cancel').addEventListener('click', () => post(${JSON.stringify(model.failedNotice)}))`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout | Vigil</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}</style>
</head><body>
<h1>Vigil deposit</h1>
<p>${escapeHtml(model.description)}</p>
<p><strong>Deposit due: ${escapeHtml(model.amount)}</strong></p>
<p>Sandbox checkout: no money moves.</p>
${open ? '<button id="pay" type="button">Pay</button><button id="cancel" type="button">Cancel</button>' : `<p>This payment is ${escapeHtml(model.status)}.</p>`}
<p id="result" role="status"></p>
${open ? `<script>${script}</script>` : ''}
</body></html>`
}
