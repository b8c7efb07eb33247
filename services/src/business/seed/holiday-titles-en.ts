/** Our English renderings of the official holiday titles in iran-holidays-1403-1405.json. */
export const holidayTitlesEn: Record<string, string> = {
  'آغاز نوروز': 'Nowruz (Iranian New Year)',
  'عید نوروز': 'Nowruz holiday',
  'روز جمهوری اسلامی ایران': 'Islamic Republic Day',
  'روز طبیعت': 'Nature Day (Sizdah Bedar)',
  'روز ملی‌شدن صنعت نفت ایران (۱۳۲۹ ه‍.ش)': 'Oil Industry Nationalisation Day',
  'رحلت حضرت امام خمینی (ره) رهبر کبیر انقلاب و بنیان‌گذار جمهوری اسلامی ایران (۱۳۶۸ ه‍.ق)':
    'Anniversary of Imam Khomeini’s death',
  'قیام خونین ۱۵ خرداد (۱۳۴۲ ه‍.ش)': '15 Khordad uprising anniversary',
  'پیروزی انقلاب اسلامی ایران و سقوط نظام شاهنشاهی (۱۳۵۷ ه‍.ش)': 'Anniversary of the Islamic Revolution',
  'اربعین حسینی': 'Arbaeen',
  'تاسوعای حسینی': 'Tasua',
  'عاشورای حسینی': 'Ashura',
  'تعطیل به مناسبت عید سعید فطر': 'Eid al-Fitr holiday',
  'عید سعید فطر': 'Eid al-Fitr',
  'عید سعید قربان': 'Eid al-Adha',
  'عید سعید غدیر خم (۱۰ ه‍.ق)': 'Eid al-Ghadir',
  'رحلت حضرت رسول اکرم (ص) (۱۱ ه‍.ق) – شهادت حضرت امام حسن مجتبی (ع) (۵۰ ه‍.ق)':
    'Death of the Prophet Muhammad and martyrdom of Imam Hasan',
  'شهادت حضرت امام جعفر صادق (ع) (۱۴۸ ه‍.ق)': 'Martyrdom of Imam Jafar al-Sadiq',
  'شهادت حضرت امام حسن عسکری (ع) (۲۶۰ ه‍.ق) و آغاز امامت حضرت ولی عصر (عج)':
    'Martyrdom of Imam Hasan al-Askari',
  'شهادت حضرت امام رضا (ع) (۲۰۳ ه‍.ق) (۳۰ صَفَر یا انتهای ماه)': 'Martyrdom of Imam Reza',
  'شهادت حضرت امام علی (ع) (۴۰ ه‍.ق)': 'Martyrdom of Imam Ali',
  'شهادت حضرت فاطمهٔ زهرا (س) (۱۱ ه‍.ق)': 'Martyrdom of Fatimah al-Zahra',
  'مبعث حضرت رسول اکرم (ص) (۱۳ سال قبل از هجرت)': 'Mab’ath (the Prophet’s mission)',
  'ولادت حضرت امام جعفر صادق (ع) مؤسس مذهب جعفری (۸۳ ه‍.ق)': 'Birth of Imam Jafar al-Sadiq',
  'ولادت حضرت امام علی (ع) (۲۳ سال قبل از هجرت)': 'Birth of Imam Ali',
  'ولادت حضرت رسول اکرم (ص) (۵۳ سال قبل از هجرت) و روز اخلاق و مهرورزی': 'Birth of the Prophet Muhammad',
  'ولادت حضرت قائم (عج) (۲۵۵ ه‍.ق) و روز جهانی مستضعفان': 'Birth of Imam Mahdi',
};
