import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';

/** The sandbox bank's payment page: self-contained Persian RTL HTML, inline CSS and script, no external assets. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const persianNumber = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

export function formatTomans(rials: number): string {
  return persianNumber.format(rials / 10);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#eef2f7;color:#1f2937;direction:rtl}
.bar{background:#0b3d6e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
.bar strong{font-size:18px}.bar span{font-size:13px;opacity:.85}
main{max-width:880px;margin:28px auto;padding:0 16px;display:grid;grid-template-columns:1fr 300px;gap:20px}
@media (max-width:760px){main{grid-template-columns:1fr}}
section{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(11,61,110,.08);padding:22px}
h1{font-size:17px;margin:0 0 18px;color:#0b3d6e}
label{display:block;font-size:14px;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px;direction:ltr;text-align:center;letter-spacing:2px;font-family:inherit}
input:focus{outline:2px solid #2563eb;border-color:#2563eb}
.row{display:flex;gap:10px}.row>div{flex:1}
.hint{font-size:12px;color:#64748b;margin-top:4px}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.actions{display:flex;gap:12px;margin-top:22px}
button{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;font-family:inherit;cursor:pointer}
.pay{background:#16a34a;color:#fff}.pay:hover{background:#15803d}
.cancel{background:#e2e8f0;color:#334155}.cancel:hover{background:#cbd5e1}
dl{margin:0;font-size:14px}dt{color:#64748b;margin-top:14px}dd{margin:4px 0 0;font-weight:bold}
.amount{font-size:22px;color:#0b3d6e}
.sandbox{margin-top:18px;font-size:12px;color:#92400e;background:#fffbeb;border:1px solid #fde68a;border-radius:8px;padding:8px 10px}
`;

const script = `
(function(){
  var form=document.getElementById('pay-form');
  var card=document.getElementById('card-number');
  function latin(v){return v.replace(/[\\u06F0-\\u06F9]/g,function(d){return String(d.charCodeAt(0)-0x06F0)}).replace(/[\\u0660-\\u0669]/g,function(d){return String(d.charCodeAt(0)-0x0660)})}
  function luhn(d){var s=0;for(var i=0;i<d.length;i++){var n=+d[d.length-1-i];if(i%2){n*=2;if(n>9)n-=9}s+=n}return d.length===16&&s%10===0}
  card.addEventListener('input',function(){var d=latin(card.value).replace(/\\D/g,'').slice(0,16);card.value=d.replace(/(\\d{4})(?=\\d)/g,'$1-');card.setCustomValidity('')});
  form.addEventListener('submit',function(e){
    if(e.submitter&&e.submitter.name==='cancel')return;
    var d=latin(card.value).replace(/\\D/g,'');
    if(!luhn(d)){e.preventDefault();card.setCustomValidity('شماره کارت معتبر نیست.');card.reportValidity();}
  });
})();
`;

export interface PaymentPageModel {
  token: string;
  amount: number;
  description: string;
  orderId: string;
  merchantName: string;
  errorMessage?: string;
}

export function renderPaymentPage(model: PaymentPageModel): string {
  const token = encodeURIComponent(model.token);
  const error = model.errorMessage
    ? `<div class="error" role="alert">${escapeHtml(model.errorMessage)}</div>`
    : '';
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه پرداخت اینترنتی — بانک آزمایشی</title>
<style>${styles}</style>
</head>
<body>
<header class="bar"><strong>درگاه پرداخت اینترنتی شاپرک</strong><span>بانک آزمایشی رصد</span></header>
<main>
<section>
<h1>اطلاعات کارت</h1>
${error}
<form id="pay-form" method="post" action="/ipg/${token}/pay">
<label for="card-number">شماره کارت</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="xxxx-xxxx-xxxx-xxxx" maxlength="19" required>
<div class="row">
<div><label for="cvv2">CVV2</label><input id="cvv2" name="cvv2" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
<div><label for="expiry-month">ماه انقضا</label><input id="expiry-month" name="expiryMonth" inputmode="numeric" placeholder="۰۸" maxlength="2" required></div>
<div><label for="expiry-year">سال انقضا</label><input id="expiry-year" name="expiryYear" inputmode="numeric" placeholder="۰۶" maxlength="2" required></div>
</div>
<label for="pin">رمز دوم (رمز پویا)</label>
<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="12" required>
<div class="hint">در این درگاه آزمایشی هر رمزی با ۵ تا ۱۲ رقم پذیرفته می‌شود.</div>
<div class="actions">
<button class="pay" type="submit" name="pay">پرداخت</button>
<button class="cancel" type="submit" name="cancel" formaction="/ipg/${token}/cancel" formnovalidate>انصراف</button>
</div>
</form>
</section>
<aside>
<section>
<h1>اطلاعات پرداخت</h1>
<dl>
<dt>پذیرنده</dt><dd>${escapeHtml(model.merchantName)}</dd>
<dt>مبلغ</dt><dd class="amount">${formatTomans(model.amount)} تومان</dd>
<dt>شرح</dt><dd>${escapeHtml(model.description)}</dd>
<dt>شماره سفارش</dt><dd><bdi>${escapeHtml(toPersianDigits(model.orderId))}</bdi></dd>
</dl>
<div class="sandbox">این صفحه درگاه آزمایشی است و هیچ مبلغی از حساب شما کسر نمی‌شود.</div>
</section>
</aside>
</main>
<script>${script}</script>
</body>
</html>`;
}

/** A short page for a payment that can no longer be paid (already paid, cancelled or unknown). */
export function renderPaymentNoticePage(title: string, message: string, returnUrl?: string): string {
  const link = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">بازگشت به سایت پذیرنده</a></p>` : '';
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><header class="bar"><strong>درگاه پرداخت اینترنتی شاپرک</strong><span>بانک آزمایشی رصد</span></header>
<main style="grid-template-columns:1fr"><section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}</section></main></body>
</html>`;
}
