/** The products domain's answers in the eight languages. */
import { translate, type Lang, type MessageTable } from '../../i18n.ts';

export const PRODUCT_MESSAGES = {
  loanSubmitted: { en: 'Loan application submitted', vi: 'Đã gửi đơn vay', zh: '贷款申请已提交', ja: 'ローンを申請しました', ko: '대출 신청이 접수되었습니다', es: 'Solicitud de préstamo enviada', fr: 'Demande de prêt envoyée', de: 'Kreditantrag eingereicht' },
  between: { en: 'The amount must be between {min} and {max}.', vi: 'Số tiền phải từ {min} đến {max}.', zh: '金额必须在 {min} 到 {max} 之间。', ja: '金額は {min}〜{max} の範囲にしてください。', ko: '금액은 {min}에서 {max} 사이여야 합니다.', es: 'El importe debe estar entre {min} y {max}.', fr: 'Le montant doit être compris entre {min} et {max}.', de: 'Der Betrag muss zwischen {min} und {max} liegen.' },
  atLeast: { en: 'The amount must be at least {min}.', vi: 'Số tiền phải ít nhất là {min}.', zh: '金额至少为 {min}。', ja: '金額は {min} 以上にしてください。', ko: '금액은 최소 {min}이어야 합니다.', es: 'El importe debe ser al menos {min}.', fr: 'Le montant doit être d’au moins {min}.', de: 'Der Betrag muss mindestens {min} betragen.' },
  creditExceeded: { en: 'The amount exceeds your available credit', vi: 'Số tiền vượt quá hạn mức tín dụng còn lại', zh: '金额超过您的可用额度', ja: '金額が利用可能な与信枠を超えています', ko: '금액이 사용 가능한 한도를 초과합니다', es: 'El importe supera su crédito disponible', fr: 'Le montant dépasse votre crédit disponible', de: 'Der Betrag übersteigt Ihren verfügbaren Kreditrahmen' },
  verifyFirst: { en: 'Please complete real-name verification first', vi: 'Vui lòng hoàn tất xác minh danh tính trước', zh: '请先完成实名认证', ja: '先に本人確認を完了してください', ko: '먼저 실명 인증을 완료하세요', es: 'Complete primero la verificación de identidad', fr: 'Veuillez d’abord vérifier votre identité', de: 'Bitte schließen Sie zuerst die Identitätsprüfung ab' },
  advancedFirst: { en: 'This loan requires advanced verification', vi: 'Khoản vay này yêu cầu xác minh nâng cao', zh: '该贷款需要高级认证', ja: 'このローンには上級認証が必要です', ko: '이 대출은 고급 인증이 필요합니다', es: 'Este préstamo requiere la verificación avanzada', fr: 'Ce prêt nécessite la vérification avancée', de: 'Dieser Kredit erfordert die erweiterte Verifizierung' },
  subscribed: { en: 'Subscription successful', vi: 'Đăng ký thành công', zh: '申购成功', ja: '申し込みました', ko: '신청되었습니다', es: 'Suscripción realizada', fr: 'Souscription effectuée', de: 'Zeichnung erfolgreich' },
  insufficientBalance: { en: 'Insufficient available balance', vi: 'Số dư khả dụng không đủ', zh: '可用余额不足', ja: '利用可能残高が不足しています', ko: '사용 가능 잔액이 부족합니다', es: 'Saldo disponible insuficiente', fr: 'Solde disponible insuffisant', de: 'Verfügbares Guthaben reicht nicht aus' },
  notOpen: { en: 'Subscription for this coin is not open', vi: 'Chưa mở đăng ký mua đồng tiền này', zh: '该币种暂未开放申购', ja: 'この銘柄の申し込みは受け付けていません', ko: '이 코인의 청약이 열려 있지 않습니다', es: 'La suscripción de esta moneda no está abierta', fr: 'La souscription de cette monnaie n’est pas ouverte', de: 'Die Zeichnung dieser Münze ist nicht geöffnet' },
  soldOut: { en: 'This product is sold out', vi: 'Sản phẩm này đã bán hết', zh: '该产品已售罄', ja: 'この商品は完売しました', ko: '이 상품은 매진되었습니다', es: 'Este producto está agotado', fr: 'Ce produit est épuisé', de: 'Dieses Produkt ist ausverkauft' },
  positive: { en: 'The amount must be greater than 0.', vi: 'Số tiền phải lớn hơn 0.', zh: '金额必须大于 0。', ja: '金額は0より大きくしてください。', ko: '금액은 0보다 커야 합니다.', es: 'El importe debe ser mayor que 0.', fr: 'Le montant doit être supérieur à 0.', de: 'Der Betrag muss größer als 0 sein.' },
} as const satisfies MessageTable;


export type ProductKey = keyof typeof PRODUCT_MESSAGES;
export const t = (lang: Lang, key: ProductKey, params?: Record<string, string>): string => translate(PRODUCT_MESSAGES, lang, key, params);
