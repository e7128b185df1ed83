import type { Translation } from "../translation.ts";
import type { mail as en } from "../en/mail.ts";

/** The customer's e-mails in Hindi, for customers whose last visit was in Hindi. */
export const mail = {
  "greeting.named": "नमस्ते {{name}},",
  "greeting.anonymous": "नमस्ते,",
  "footer.tagline": "Vanaushadhi · वन के औषधीय पौधे",

  "order.placed.subject": "आपका Vanaushadhi ऑर्डर #{{number}} कन्फ़र्म हो गया है",
  "order.placed.title": "ऑर्डर #{{number}} कन्फ़र्म",
  "order.placed.thanks": "ऑर्डर के लिए धन्यवाद। हम आपके पौधे तैयार कर रहे हैं।",
  "order.placed.payByUpi":
    "कृपया {{minutes}} मिनट के अंदर UPI से {{total}} का पेमेंट करें: आपके ऑर्डर पेज पर QR कोड और आपका UPI ऐप खोलने वाला लिंक है। इसके बाद बिना पेमेंट वाले ऑर्डर रद्द हो जाते हैं।",
  "order.placed.payOnline":
    "कृपया {{minutes}} मिनट के अंदर {{total}} का ऑनलाइन पेमेंट करें: अपना ऑर्डर पेज खोलें और 'अभी पेमेंट करें' दबाएँ। इसके बाद बिना पेमेंट वाले ऑर्डर रद्द हो जाते हैं।",
  "order.paid.subject": "ऑर्डर #{{number}} का पेमेंट मिल गया",
  "order.paid.title": "पेमेंट मिल गया",
  "order.paid.body": "ऑर्डर #{{number}} के लिए हमें {{total}} मिल गए हैं। धन्यवाद!",
  "order.shipped.subject": "आपका ऑर्डर #{{number}} भेज दिया गया है",
  "order.shipped.title": "ऑर्डर #{{number}} रास्ते में है",
  "order.shipped.body": "आपके पौधे नर्सरी से निकल चुके हैं।",
  "order.shipped.tracking": "कूरियर: {{courier}}। ट्रैकिंग नंबर (AWB): {{trackingNumber}}।",
  "order.shipped.trackingUrl": "अपना पार्सल ट्रैक करें: {{url}}",
  "order.delivered.subject": "आपका ऑर्डर #{{number}} डिलीवर हो गया",
  "order.delivered.title": "ऑर्डर #{{number}} डिलीवर हुआ",
  "order.delivered.body":
    "आपके पौधे पहुँच गए हैं। आज उन्हें अच्छी तरह पानी दें और कुछ दिन तेज़ धूप से बचाकर रखें, ताकि वे नई जगह में जम जाएँ।",
  "order.cancelled.subject": "आपका ऑर्डर #{{number}} रद्द हो गया है",
  "order.cancelled.title": "ऑर्डर #{{number}} रद्द",
  "order.cancelled.byCustomer": "आपके कहने पर हमने आपका ऑर्डर रद्द कर दिया है।",
  "order.cancelled.byAdmin": "हमें खेद है: हमें आपका ऑर्डर रद्द करना पड़ा।",
  "order.cancelled.byExpiry": "UPI पेमेंट समय पर नहीं मिला, इसलिए ऑर्डर रद्द हो गया और पौधे नर्सरी में वापस चले गए।",
  "order.cancelled.byExpiryCard":
    "कार्ड पेमेंट समय पर नहीं मिला, इसलिए ऑर्डर रद्द हो गया और पौधे नर्सरी में वापस चले गए।",
  "order.cancelled.byExpiryOnline":
    "ऑनलाइन पेमेंट समय पर नहीं मिला, इसलिए ऑर्डर रद्द हो गया और पौधे नर्सरी में वापस चले गए।",
  "order.cancelled.refundDue":
    "आपने {{total}} का पेमेंट किया था: हम 5–7 कामकाजी दिनों में इसे आपके मूल पेमेंट तरीक़े में रिफ़ंड कर देंगे।",
  "order.refunded.subject": "ऑर्डर #{{number}} का रिफ़ंड",
  "order.refunded.title": "रिफ़ंड भेज दिया गया",
  "order.refunded.body":
    "हमने ऑर्डर #{{number}} के {{total}} रिफ़ंड कर दिए हैं। आपके बैंक के अनुसार यह कुछ कामकाजी दिनों में आप तक पहुँच जाएगा।",
  "order.viewOrder": "अपना ऑर्डर देखें",
  "return.requested.subject": "आपका अनुरोध {{number}} हमें मिल गया",
  "return.requested.title": "अनुरोध {{number}} मिला",
  "return.requested.body":
    "ऑर्डर #{{order}} के बारे में बताने के लिए धन्यवाद ({{reason}})। हमें खेद है कि पौधे ठीक हालत में नहीं पहुँचे।",
  "return.requested.next": "हम आपकी फ़ोटो देखकर 2 कामकाजी दिनों में ईमेल और आपके ऑर्डर पेज पर जवाब देंगे।",
  "return.replacement.subject": "बदले का पौधा भेजा जा रहा है ({{number}})",
  "return.replacement.title": "बदला मंज़ूर",
  "return.replacement.body":
    "हम बिना किसी शुल्क के नए पौधे भेज रहे हैं: ऑर्डर #{{replacement}}। भेजे जाने पर आपको ट्रैकिंग नंबर के साथ ईमेल मिलेगा।",
  "return.refund.subject": "आपका रिफ़ंड मंज़ूर हुआ ({{number}})",
  "return.refund.title": "रिफ़ंड मंज़ूर",
  "return.refund.bodyOnline":
    "हम {{amount}} आपके मूल पेमेंट तरीक़े में रिफ़ंड कर रहे हैं। आपके बैंक के अनुसार यह 5–7 कामकाजी दिनों में पहुँच जाएगा।",
  "return.refund.bodyManual": "हम {{amount}} UPI या बैंक ट्रांसफ़र से भेजेंगे, और भेजने पर उसका रेफ़रेंस ईमेल करेंगे।",
  "return.refund.creditNote": "क्रेडिट नोट {{creditNote}} आपके ऑर्डर पेज पर है।",
  "return.rejected.subject": "आपके अनुरोध {{number}} के बारे में",
  "return.rejected.title": "हम आपका अनुरोध मंज़ूर नहीं कर सके",
  "return.rejected.body": "हमने आपका अनुरोध ध्यान से देखा: {{reason}}",
  "return.rejected.help": "अगर आपको लगता है कि हमसे गलती हुई है, तो इस ईमेल का जवाब दें या संपर्क पेज से हमें लिखें।",
  "order.payment": "पेमेंट: {{payment}}",
  "order.deliveringTo": "डिलीवरी का पता: {{address}}",
  "order.address.landmark": "(लैंडमार्क: {{landmark}})",
  "order.address.mobile": "(मोबाइल {{mobile}})",

  "payment.cod": "कैश ऑन डिलीवरी",
  "payment.card": "कार्ड",
  "payment.upi": "UPI",
  "payment.online": "ऑनलाइन पेमेंट (Razorpay)",

  "reset.subject": "अपना Vanaushadhi पासवर्ड रीसेट करें",
  "reset.title": "अपना पासवर्ड रीसेट करें",
  "reset.intro":
    "किसी ने आपके Vanaushadhi अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलें:",
  "reset.button": "नया पासवर्ड चुनें",
  "reset.ignoreText":
    "यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  "reset.ignoreHtml": "यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।",

  "cartReminder.subject": "आपके पौधे अब भी आपके कार्ट में हैं",
  "cartReminder.title": "आपका कार्ट आपका इंतज़ार कर रहा है",
  "cartReminder.intro": "आपने Vanaushadhi पर अपने कार्ट में ये चीज़ें छोड़ी थीं:",
  "cartReminder.notKept":
    "ये आपके लिए अलग नहीं रखी गई हैं: ऑर्डर करते समय दाम और स्टॉक फिर से जाँचे जाते हैं, इसलिए तब तक कोई पौधा ख़त्म भी हो सकता है।",
  "cartReminder.button": "अपना कार्ट देखें",
  "cartReminder.optOutQuestion": "ये याद दिलाने वाले मेल नहीं चाहिए?",
  "cartReminder.optOut": "कार्ट के रिमाइंडर बंद करें",

  "stockAlert.subject": "{{product}} फिर से स्टॉक में है",
  "stockAlert.title": "फिर से स्टॉक में",
  "stockAlert.body":
    "ख़ुशख़बरी: {{product}} Vanaushadhi पर फिर से स्टॉक में है। आपने कहा था कि इसके वापस आने पर हम आपको बताएँ।",
  "stockAlert.hurry": "स्टॉक सीमित है, इसलिए यह जल्दी फिर ख़त्म हो सकता है।",
  "stockAlert.button": "दुकान में देखें",
  "stockAlert.once": "यह ईमेल हम एक ही बार भेजते हैं: इसके बारे में आपको हमसे दोबारा ईमेल नहीं आएगा।",
  "stockAlert.unsubscribe": "इस पते पर स्टॉक वापस आने के ईमेल बंद करें",

  "lowStock.subject": "{{shop}} में स्टॉक कम: {{count}} फिर से भरने हैं",
  "lowStock.title": "स्टॉक भरने का समय",
  "lowStock.intro": "इन उत्पादों में, या उनके किसी साइज़ में, {{limit}} या उससे कम बचे हैं (ख़त्म हुए पहले):",
  "lowStock.sku": "SKU {{sku}}",
  "lowStock.left": "{{count}} बचे",
  "lowStock.soldOut": "ख़त्म",
  "lowStock.more": "…और {{count}} अन्य।",
  "lowStock.button": "उत्पाद खोलें",
  "lowStock.why":
    "जिस सुबह कुछ कम हो रहा हो, यह ईमेल भारत के समय से 08:00 बजे दुकान की सेटिंग्स में दिए पते पर जाता है।",

  "complaint.officer": "हमारे शिकायत अधिकारी",
  "complaint.contact.officer": "कुछ और जोड़ना हो तो {{ticket}} बताते हुए {{email}} पर लिखें या {{phone}} पर कॉल करें।",
  "complaint.contact.page": "कुछ और जोड़ना हो तो {{ticket}} बताते हुए हमारे 'संपर्क करें' पेज से हमें लिखें।",
  "complaint.yourComplaint": "आपकी शिकायत:",
  "complaint.registered.subject": "शिकायत {{ticket}} दर्ज हो गई",
  "complaint.registered.intro": "हमने आपकी शिकायत दर्ज कर ली है। आपका टिकट नंबर {{ticket}} है।",
  "complaint.registered.promise":
    "{{officer}} इसकी जाँच करेंगे और ज़्यादा से ज़्यादा {{date}} तक जवाब देंगे (30 दिनों के अंदर, जैसा कि उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 में ज़रूरी है)।",
  "complaint.registered.order": "ऑर्डर: #{{number}}",
  "complaint.registered.notQuoted":
    "यह पता हमारे 'संपर्क करें' पेज पर उसके अकाउंट में लॉग इन किए बिना दिया गया था, इसलिए इस ईमेल में लिखी गई बात दोहराई नहीं गई है। अगर आपने हमें नहीं लिखा था, तो इस ईमेल को अनदेखा कर दें।",
  "complaint.reply.subject": "आपकी शिकायत {{ticket}} का जवाब",
  "complaint.reply.signature": "— {{officer}}, वनौषधि",
  "complaint.reply.closing":
    "हमने {{ticket}} को सुलझा हुआ मान लिया है। अगर इससे बात नहीं बनी, तो {{ticket}} बताते हुए हमें जवाब दें, हम फिर से देखेंगे।",
} satisfies Translation<typeof en>;
