/**
 * The sandbox answers refusals in the language of the request's `Lang` header, as the provider
 * does ("`message` says why, in the requested language"). Each domain keeps its own table of
 * messages; every key has all eight languages (a test checks it). Unknown languages fall back to
 * English, which is the provider's own fallback.
 */
export const LANGS = ['vi', 'en', 'zh', 'ja', 'ko', 'es', 'fr', 'de'] as const;
export type Lang = (typeof LANGS)[number];

export type MessageTable<K extends string = string> = Readonly<Record<K, Readonly<Record<Lang, string>>>>;

/** The language of a `Lang` header value (`vi`, `en-US`, `zh-CN,zh;q=0.9` …); English otherwise. */
export function langOf(header: string | undefined | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase().slice(0, 2) ?? '';
  return (LANGS as readonly string[]).includes(first) ? (first as Lang) : 'en';
}

/** A message of a table in a language, with `{name}` placeholders filled in. */
export function translate<K extends string>(
  table: MessageTable<K>,
  lang: Lang,
  key: K,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = table[key][lang] ?? table[key].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Messages of the transport layer (authentication, malformed requests, unknown ids). */
export const CORE_MESSAGES = {
  unauthenticated: {
    en: 'Unauthenticated.',
    vi: 'Chưa xác thực.',
    zh: '未认证。',
    ja: '認証されていません。',
    ko: '인증되지 않았습니다.',
    es: 'No autenticado.',
    fr: 'Non authentifié.',
    de: 'Nicht authentifiziert.',
  },
  invalidData: {
    en: 'The given data was invalid.',
    vi: 'Dữ liệu không hợp lệ.',
    zh: '提交的数据无效。',
    ja: '入力データが無効です。',
    ko: '입력한 데이터가 올바르지 않습니다.',
    es: 'Los datos proporcionados no son válidos.',
    fr: 'Les données fournies ne sont pas valides.',
    de: 'Die übermittelten Daten sind ungültig.',
  },
  fieldRequired: {
    en: 'The {field} field is required.',
    vi: 'Trường {field} là bắt buộc.',
    zh: '{field} 为必填项。',
    ja: '{field} は必須です。',
    ko: '{field} 항목은 필수입니다.',
    es: 'El campo {field} es obligatorio.',
    fr: 'Le champ {field} est obligatoire.',
    de: 'Das Feld {field} ist erforderlich.',
  },
  fieldInvalid: {
    en: 'The {field} field is invalid.',
    vi: 'Trường {field} không hợp lệ.',
    zh: '{field} 无效。',
    ja: '{field} が無効です。',
    ko: '{field} 항목이 올바르지 않습니다.',
    es: 'El campo {field} no es válido.',
    fr: 'Le champ {field} n’est pas valide.',
    de: 'Das Feld {field} ist ungültig.',
  },
  malformedBody: {
    en: 'The request body is not valid JSON.',
    vi: 'Nội dung yêu cầu không phải JSON hợp lệ.',
    zh: '请求体不是有效的 JSON。',
    ja: 'リクエスト本文が正しい JSON ではありません。',
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  bodyTooLarge: {
    en: 'The request is too large.',
    vi: 'Yêu cầu quá lớn.',
    zh: '请求过大。',
    ja: 'リクエストが大きすぎます。',
    ko: '요청이 너무 큽니다.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    de: 'Die Anfrage ist zu groß.',
  },
  invalidId: {
    en: 'The selected id is invalid.',
    vi: 'Mã đã chọn không hợp lệ.',
    zh: '所选 ID 无效。',
    ja: '選択された ID は無効です。',
    ko: '선택한 ID가 올바르지 않습니다.',
    es: 'El id seleccionado no es válido.',
    fr: 'L’identifiant choisi n’est pas valide.',
    de: 'Die gewählte ID ist ungültig.',
  },
  notYours: {
    en: 'This record does not belong to your account',
    vi: 'Bản ghi này không thuộc tài khoản của bạn',
    zh: '该记录不属于您的账户',
    ja: 'この記録はお客様のアカウントのものではありません',
    ko: '이 기록은 회원님의 계정에 속하지 않습니다',
    es: 'Este registro no pertenece a su cuenta',
    fr: 'Cet enregistrement n’appartient pas à votre compte',
    de: 'Dieser Eintrag gehört nicht zu Ihrem Konto',
  },
} as const satisfies MessageTable;

/** Refusals of an amount outside the contract's bounds (amounts.ts) or one that rounds to nothing. */
export const AMOUNT_MESSAGES = {
  amountInvalid: {
    en: 'The amount must be a number.',
    vi: 'Số tiền phải là một con số.',
    zh: '金额必须是数字。',
    ja: '金額は数値で入力してください。',
    ko: '금액은 숫자여야 합니다.',
    es: 'El importe debe ser un número.',
    fr: 'Le montant doit être un nombre.',
    de: 'Der Betrag muss eine Zahl sein.',
  },
  amountTooLarge: {
    en: 'The amount may not be greater than {max}.',
    vi: 'Số tiền không được lớn hơn {max}.',
    zh: '金额不能大于 {max}。',
    ja: '金額は {max} 以下で入力してください。',
    ko: '금액은 {max}보다 클 수 없습니다.',
    es: 'El importe no puede ser mayor que {max}.',
    fr: 'Le montant ne peut pas dépasser {max}.',
    de: 'Der Betrag darf nicht größer als {max} sein.',
  },
  amountDecimals: {
    en: 'The amount may have at most {decimals} decimal places.',
    vi: 'Số tiền chỉ được có tối đa {decimals} chữ số thập phân.',
    zh: '金额最多只能有 {decimals} 位小数。',
    ja: '金額の小数点以下は {decimals} 桁までです。',
    ko: '금액은 소수점 이하 {decimals}자리까지만 입력할 수 있습니다.',
    es: 'El importe puede tener como máximo {decimals} decimales.',
    fr: 'Le montant ne peut pas avoir plus de {decimals} décimales.',
    de: 'Der Betrag darf höchstens {decimals} Nachkommastellen haben.',
  },
  roundsToZero: {
    en: 'The amount is too small: you would receive 0 {currency}.',
    vi: 'Số tiền quá nhỏ: bạn sẽ nhận được 0 {currency}.',
    zh: '金额过小：您将收到 0 {currency}。',
    ja: '金額が小さすぎます。受け取れるのは 0 {currency} です。',
    ko: '금액이 너무 작습니다. 받게 될 금액이 0 {currency}입니다.',
    es: 'El importe es demasiado pequeño: recibiría 0 {currency}.',
    fr: 'Le montant est trop faible : vous recevriez 0 {currency}.',
    de: 'Der Betrag ist zu klein: Sie würden 0 {currency} erhalten.',
  },
} as const satisfies MessageTable;
