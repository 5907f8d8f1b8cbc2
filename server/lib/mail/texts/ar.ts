import type { MailTexts } from './types';

/** Arabic counts: 3 to 10 take the plural دقائق, other numbers the singular دقيقة. */
const minutesWord = (n: number) => (n >= 3 && n <= 10 ? 'دقائق' : 'دقيقة');

export const ar: MailTexts = {
  otp: {
    subject: {
      register: 'رمز التسجيل في Portal Pajak',
      reset: 'رمز إعادة تعيين كلمة المرور في Portal Pajak',
      email_change: 'تأكيد عنوان بريدك الإلكتروني الجديد في Portal Pajak',
      invite: 'رمز دعوتك إلى Portal Pajak',
    },
    purpose: {
      register: 'إكمال التسجيل',
      reset: 'إعادة تعيين كلمة المرور',
      email_change: 'تأكيد عنوان بريدك الإلكتروني الجديد',
      invite: 'تعيين كلمة مرور حسابك الجديد',
    },
    codeFor: (purpose) => `رمزك من أجل ${purpose}:`,
    validFor: (minutes) => `صالح لمدة ${minutes} ${minutesWord(minutes)}.`,
    doNotShare: 'لا تشارك هذا الرمز مع أي شخص، بما في ذلك موظفو Portal Pajak.',
    notYou: 'إذا لم تطلبه، فتجاهل هذه الرسالة.',
  },
  registrationAttempt: {
    subject: 'محاولة تسجيل ببريدك الإلكتروني في Portal Pajak',
    lines: [
      'حاول شخص ما للتو التسجيل في Portal Pajak بعنوان البريد الإلكتروني هذا، وله حساب بالفعل.',
      'إذا كنت أنت، فسجّل الدخول فقط؛ وإذا نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
      'إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير حسابك.',
    ],
  },
  emailChanged: {
    subject: 'تم تغيير عنوان البريد الإلكتروني لحسابك في Portal Pajak',
    changedTo: (email) => `تم تغيير عنوان البريد الإلكتروني لحسابك إلى ${email}.`,
    notYou: 'إذا لم تكن أنت، فاتصل بنا فورًا.',
  },
  invitation: {
    subject: 'أنت مدعو إلى Portal Pajak',
    intro: 'تم فتح حساب لك في Portal Pajak.',
    openPage: 'لاختيار كلمة المرور، افتح هذه الصفحة وأدخل عنوان بريدك الإلكتروني والرمز أدناه:',
    validFor: (days) => `الرمز صالح لمدة ${days} أيام.`,
    notYou: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  },
  invoiceSent: {
    subject: (nomor) => `فاتورة جديدة ${nomor} من Portal Pajak`,
    intro: 'أرسلت إليك Portal Pajak فاتورة.',
    number: 'رقم الفاتورة: ',
    amount: 'المبلغ: ',
    due: 'تاريخ الاستحقاق: ',
    openPage: 'اطّلع عليها وادفعها بالحساب الافتراضي أو المحفظة في قسم الفواتير في البوابة:',
  },
  notification: {
    intro: 'إشعار من Portal Pajak:',
    openPage: 'افتحه في البوابة:',
    settings: 'اختر الإشعارات التي تصلك بالبريد من إعدادات حسابك.',
  },
  messageReceived: {
    subject: (subject) => `رسالة جديدة من Portal Pajak: ${subject}`,
    intro: 'أرسلت إليك Portal Pajak رسالة.',
    subject_label: 'الموضوع: ',
    openPage: 'اقرأها وردّ عليها في قسم الرسائل في البوابة:',
  },
  bupotSlip: {
    subject: (number) => `إيصال الاستقطاع ${number}`,
    intro: 'تتلقى إيصال الاستقطاع الضريبي (bukti potong) أدناه؛ ملف PDF مرفق.',
    from: 'الجهة المستقطِعة: ',
    number: 'رقم الإيصال: ',
    period: 'الفترة الضريبية: ',
    pph: 'ضريبة الدخل المستقطعة: ',
    attached: 'احتفظ بملف PDF المرفق مع مستنداتك الضريبية.',
  },
  reminders: {
    vaSubject: (nomor) => `الحساب الافتراضي للفاتورة ${nomor} ينتهي غدًا`,
    vaIntro: 'ينتهي حساب افتراضي أنشأته خلال أقل من يوم. ادفع قبل ذلك، أو أنشئ حسابًا جديدًا لاحقًا.',
    bill: 'الفاتورة: ',
    va: 'الحساب الافتراضي: ',
    amount: 'المبلغ: ',
    expires: 'ينتهي في: ',
    vaOpen: 'اطّلع على الدفعة في البوابة:',
    dueSubject: (nomor) => `يحين موعد استحقاق الفاتورة ${nomor} بعد ثلاثة أيام`,
    dueIntro: 'إحدى فواتيرك يحين موعد استحقاقها بعد ثلاثة أيام ولم تُدفع بعد.',
    due: 'تاريخ الاستحقاق: ',
    dueOpen: 'ادفعها بالحساب الافتراضي أو المحفظة في قسم الفواتير في البوابة:',
    masaSubject: (period) => `الموعد الضريبي للفترة ${period} بعد خمسة أيام`,
    masaIntro: {
      payment:
        'الموعد النهائي لإيداع (setor) ضريبة هذه الفترة بعد خمسة أيام، ولم تُودَع الضريبة المستقطعة بعد.',
      reporting:
        'الموعد النهائي للإبلاغ (SPT Masa PPh Unifikasi) عن هذه الفترة بعد خمسة أيام، ولم يُبلَّغ عنها بعد.',
    },
    period: 'الفترة الضريبية: ',
    deadline: 'الموعد النهائي: ',
    issued: 'الإيصالات الصادرة: ',
    drafts: 'المسودات غير الصادرة: ',
    masaOpen: 'افتح الفترة في E-Bupot:',
    settings: 'اختر التذكيرات التي تصلك بالبريد من إعدادات حسابك (الإشعارات).',
  },
  footer: 'أُرسلت هذه الرسالة تلقائيًا من Portal Pajak؛ لا تتم قراءة الردود.',
};
