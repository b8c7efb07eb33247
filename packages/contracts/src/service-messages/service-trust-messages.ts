/** Refusals of a call to a route only the installation's own services may call (`/internal/*`). */
export const serviceTrustMessages = {
  'serviceTrust.credentialMissing': {
    'fa-IR': 'این بخش فقط برای سرویس‌های خود رصد است و درخواست بدون اعتبارنامهٔ سرویس پذیرفته نمی‌شود.',
    'en-US': 'This is for Rasad’s own services; a request without a service credential is refused.',
  },
  'serviceTrust.credentialInvalid': {
    'fa-IR': 'اعتبارنامهٔ سرویس معتبر نیست یا منقضی شده است.',
    'en-US': 'The service credential is not valid or has expired.',
  },
  'serviceTrust.callerNotAllowed': {
    'fa-IR': 'این سرویس اجازهٔ این درخواست را ندارد.',
    'en-US': 'This service may not make this request.',
  },
} as const;
