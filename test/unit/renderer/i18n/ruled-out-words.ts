// Issue 35: words a fluent read ruled out, so a mended message cannot quietly come back. Each is matched against the
// words a reader sees (arguments left out), case-insensitive, both sides NFC. The reason is what the failure prints.

export interface RuledOut {
  pattern: RegExp;
  reason: string;
}

const rule = (pattern: string, reason: string): RuledOut => ({ pattern: new RegExp(pattern.normalize('NFC'), 'iu'), reason });

/** A whole word (or one of several), not the same letters inside a longer word; works for every script here. */
const word = (alternatives: string, reason: string) => rule(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, reason);

const informal = (formal: string) => `the informal “you”: the customer is addressed formally, as ${formal}`;

/**
 * Words for half a month or fifteen days: 24 repayments a year, not the plan's 26. A frequency is "every two weeks"
 * (issue 35: Greek "ανά δεκαπενθήμερο" on the printed quote read as twice a month).
 */
export const halfMonthWords: Record<string, RuledOut[]> = {
  'en-AU': [rule('twice a month|half[- ]month|semi-?monthly|(15|fifteen) days', 'half a month')],
  el: [
    rule('δεκαπενθήμερ|δεκαπενθημερ', 'δεκαπενθήμερο: a half-month, twice a month'),
    rule('δύο φορές (το|τον) μήνα|(15|δεκαπέντε) (ημέρες|μέρες)', 'twice a month, or fifteen days'),
  ],
  it: [
    rule('quindicinal', '“quindicinale”: every fifteen days, twice a month'),
    rule('bimensil', '“bimensile”: twice a month, or every two months'),
    rule('(15|quindici) giorni|due volte al mese', 'fifteen days, or twice a month'),
  ],
  'zh-Hans': [rule('半个?月|(15|十五) ?天|每月两次', 'half a month, fifteen days or twice a month')],
  'zh-Hant': [rule('半個?月|(15|十五) ?天|每月兩次', 'half a month, fifteen days or twice a month')],
  vi: [rule('nửa tháng|(15|mười lăm) ngày|hai lần (một|mỗi) tháng', 'half a month, fifteen days or twice a month')],
  ar: [rule('نصف (ال)?شهر|(15|١٥|خمسة عشر) يوم|مرتين (في|كل) (ال)?شهر', 'half a month, fifteen days or twice a month')],
  hi: [
    rule('पखवाड़|पाक्षिक', 'पखवाड़ा / पाक्षिक: a half-month (paksha), fifteen days'),
    rule('(15|पंद्रह) दिन|आधा महीना|आधे महीने|महीने में दो बार', 'fifteen days, half a month or twice a month'),
  ],
  pa: [
    rule('ਪੰਦਰਵਾੜ', 'ਪੰਦਰਵਾੜਾ: a fifteen-day period, half a month'),
    rule('(15|ਪੰਦਰਾਂ) ਦਿਨ|ਅੱਧਾ ਮਹੀਨਾ|ਅੱਧੇ ਮਹੀਨੇ|ਮਹੀਨੇ ਵਿੱਚ ਦੋ ਵਾਰ', 'fifteen days, half a month or twice a month'),
  ],
};

/** Words a fluent read found wrong in a message, by locale (issue 35's list, and the readers' findings). */
export const ruledOutWords: Record<string, RuledOut[]> = {
  el: [rule('περίπτερ', '“περίπτερο” is a newsstand, not the kiosk'), word('σου|εσύ|εσένα', informal('εσείς'))],
  ar: [
    rule('الدفعة الأولى', '“the first payment”, easily read as the first instalment: the deposit is الدفعة المقدّمة'),
    rule('فتح (ال)?حساب', 'an account-opening fee, not the loan’s establishment fee'),
    rule('تم السحب', '“تم السحب” reads as money withdrawn; WITHDRAW is the application withdrawn'),
  ],
  'zh-Hans': [
    rule('开户费', '开户费 is an account-opening fee, not the loan’s establishment fee (贷款设立费)'),
    rule('(?<!自助)服务机', '服务机 for the kiosk is unusual: 自助服务机'),
    rule('分期金额', '分期金额 reads as one repayment: the amount financed is 贷款金额'),
    rule('金融服务提供方', 'the finance provider is 贷款机构 throughout'),
    rule('(?<!…)…(?!…)', 'a Chinese ellipsis is ……, two of them'),
  ],
  'zh-Hant': [
    rule('開戶費', '開戶費 is an account-opening fee, not the loan’s establishment fee (貸款設立費)'),
    rule('(?<!自助)服務機', '服務機 for the kiosk is unusual: 自助服務機'),
    rule('分期金額', '分期金額 reads as one repayment: the amount financed is 貸款金額'),
    rule('金融服務提供者', 'the finance provider is 貸款機構 throughout'),
    rule(
      '每兩星期|戶口|批核|首期付款',
      'Hong Kong-only or ambiguous: every two weeks is 每兩週, the account 帳戶, approval 批准, the deposit 首期',
    ),
    rule('(?<!…)…(?!…)', 'a Chinese ellipsis is ……, two of them'),
  ],
  vi: [
    rule('đặt cọc', '“tiền đặt cọc” suggests a security deposit: the deposit is “tiền trả trước”'),
    rule('tài trợ', '“tài trợ” suggests sponsorship: the amount financed is “số tiền vay”'),
    rule('rút tiền', '“rút tiền” is withdrawing money: a withdrawn application is “đã rút đơn”'),
    rule('quý khách', 'the customer is “quý vị” throughout, not sometimes “quý khách”'),
    word('bạn', informal('quý vị')),
  ],
  hi: [
    rule('जमा राशि', '“जमा राशि” reads as a bank deposit'),
    rule('डिपॉज़िट|स्थापना शुल्क|फ़ाइनेंस प्रदाता|कियोस्क', 'replaced by the glossary’s डाउन पेमेंट, प्रोसेसिंग शुल्क, ऋणदाता and डिवाइस'),
    word('तुम|तुम्हारा|तुम्हारी|तुम्हारे|तुम्हें|तू|तेरा|तेरी|तेरे|तुझे', informal('आप')),
  ],
  pa: [
    rule('ਡਿਪਾਜ਼ਿਟ|ਪੇਸ਼ਗੀ ਰਕਮ|ਵਿੱਤ ਕੀਤੀ ਰਕਮ|ਸ਼ੁਰੂਆਤੀ ਫੀਸ|ਕਿਓਸਕ', 'replaced by the glossary’s ਡਾਊਨ ਪੇਮੈਂਟ, ਕਰਜ਼ੇ ਦੀ ਰਕਮ, ਪ੍ਰੋਸੈਸਿੰਗ ਫ਼ੀਸ and ਡਿਵਾਈਸ'),
    word('ਤੂੰ|ਤੇਰਾ|ਤੇਰੀ|ਤੇਰੇ|ਤੈਨੂੰ|ਤੁਧ', informal('ਤੁਸੀਂ')),
  ],
  it: [
    word(
      'tu|tuo|tua|tuoi|tue|ti|te|puoi|vuoi|devi|hai|sei ancora|fai|leggi|chiedi|richiedi|inquadra|scansiona|controllali|controlla|aprilo|apri|riprova|restituisci',
      informal('Lei'),
    ),
    word('ciao', 'a greeting between friends: the customer is greeted formally (Buongiorno, Gentile cliente)'),
  ],
};
