/**
 * What the funds rules say when they refuse or accept, in the eight languages of the `Lang` header,
 * and the sandbox's magic values of money (docs/sandbox.md, "Funds").
 */
import { translate, type Lang, type MessageTable } from '../i18n.ts';

export const FUNDS_MESSAGES = {
  depositSubmitted: { en: 'Deposit submitted, please wait for review', vi: 'Đã gửi yêu cầu nạp tiền, vui lòng chờ duyệt', zh: '充值已提交，请等待审核', ja: '入金を申請しました。審査をお待ちください', ko: '입금 신청이 접수되었습니다. 심사를 기다려 주세요', es: 'Depósito enviado, espere la revisión', fr: 'Dépôt envoyé, veuillez attendre la vérification', de: 'Einzahlung eingereicht, bitte warten Sie auf die Prüfung' },
  pendingReview: { en: 'You have a deposit under review, please wait', vi: 'Bạn có một khoản nạp đang chờ duyệt, vui lòng đợi', zh: '您有一笔充值正在审核中，请稍候', ja: '審査中の入金があります。お待ちください', ko: '심사 중인 입금이 있습니다. 기다려 주세요', es: 'Tiene un depósito en revisión, espere', fr: 'Un dépôt est en cours de vérification, veuillez patienter', de: 'Eine Einzahlung wird noch geprüft, bitte warten Sie' },
  minAmount: { en: 'The amount must be at least {min}.', vi: 'Số tiền phải ít nhất là {min}.', zh: '金额至少为 {min}。', ja: '金額は {min} 以上にしてください。', ko: '금액은 최소 {min}이어야 합니다.', es: 'El importe debe ser al menos {min}.', fr: 'Le montant doit être d’au moins {min}.', de: 'Der Betrag muss mindestens {min} betragen.' },
  maxAmount: { en: 'The amount may not be greater than {max}.', vi: 'Số tiền không được lớn hơn {max}.', zh: '金额不能大于 {max}。', ja: '金額は {max} 以下にしてください。', ko: '금액은 {max}보다 클 수 없습니다.', es: 'El importe no puede ser mayor que {max}.', fr: 'Le montant ne peut pas dépasser {max}.', de: 'Der Betrag darf nicht größer als {max} sein.' },
  positiveAmount: { en: 'The amount must be greater than 0.', vi: 'Số tiền phải lớn hơn 0.', zh: '金额必须大于 0。', ja: '金額は0より大きくしてください。', ko: '금액은 0보다 커야 합니다.', es: 'El importe debe ser mayor que 0.', fr: 'Le montant doit être supérieur à 0.', de: 'Der Betrag muss größer als 0 sein.' },
  channelMismatch: { en: 'The currency does not match the channel.', vi: 'Loại tiền không khớp với kênh.', zh: '币种与通道不符。', ja: '通貨がチャネルと一致しません。', ko: '통화가 채널과 일치하지 않습니다.', es: 'La moneda no coincide con el canal.', fr: 'La devise ne correspond pas au canal.', de: 'Die Währung passt nicht zum Kanal.' },
  withdrawSubmitted: { en: 'Withdrawal submitted, please wait for review', vi: 'Đã gửi yêu cầu rút tiền, vui lòng chờ duyệt', zh: '提现已提交，请等待审核', ja: '出金を申請しました。審査をお待ちください', ko: '출금 신청이 접수되었습니다. 심사를 기다려 주세요', es: 'Retiro enviado, espere la revisión', fr: 'Retrait envoyé, veuillez attendre la vérification', de: 'Auszahlung eingereicht, bitte warten Sie auf die Prüfung' },
  insufficientBalance: { en: 'Insufficient available balance', vi: 'Số dư khả dụng không đủ', zh: '可用余额不足', ja: '利用可能残高が不足しています', ko: '사용 가능 잔액이 부족합니다', es: 'Saldo disponible insuficiente', fr: 'Solde disponible insuffisant', de: 'Verfügbares Guthaben reicht nicht aus' },
  wrongPayPassword: { en: 'The withdrawal password is incorrect', vi: 'Mật khẩu rút tiền không đúng', zh: '提现密码错误', ja: '出金パスワードが正しくありません', ko: '출금 비밀번호가 올바르지 않습니다', es: 'La contraseña de retiro es incorrecta', fr: 'Le mot de passe de retrait est incorrect', de: 'Das Auszahlungspasswort ist falsch' },
  verifyFirst: { en: 'Please complete real-name verification first', vi: 'Vui lòng hoàn tất xác minh danh tính trước', zh: '请先完成实名认证', ja: '先に本人確認を完了してください', ko: '먼저 실명 인증을 완료하세요', es: 'Complete primero la verificación de identidad', fr: 'Veuillez d’abord vérifier votre identité', de: 'Bitte schließen Sie zuerst die Identitätsprüfung ab' },
  payPasswordNotSet: { en: 'Withdrawal password not set', vi: 'Chưa đặt mật khẩu rút tiền', zh: '未设置提现密码', ja: '出金パスワードが設定されていません', ko: '출금 비밀번호가 설정되지 않았습니다', es: 'No ha establecido la contraseña de retiro', fr: 'Mot de passe de retrait non défini', de: 'Kein Auszahlungspasswort festgelegt' },
  outsideHours: { en: 'Withdrawals are accepted Monday to Friday, 07:00-09:00', vi: 'Chỉ nhận rút tiền từ thứ Hai đến thứ Sáu, 07:00-09:00', zh: '提现时间为周一至周五 07:00-09:00', ja: '出金の受付は月曜〜金曜の 07:00〜09:00 です', ko: '출금은 월요일~금요일 07:00-09:00에 접수됩니다', es: 'Los retiros se aceptan de lunes a viernes, de 07:00 a 09:00', fr: 'Les retraits sont acceptés du lundi au vendredi, de 07:00 à 09:00', de: 'Auszahlungen werden Montag bis Freitag von 07:00 bis 09:00 angenommen' },
  outsideSalaryHours: { en: 'Salary withdrawals are accepted every day, 07:00-09:00', vi: 'Chỉ nhận rút lương hằng ngày, 07:00-09:00', zh: '工资提现时间为每天 07:00-09:00', ja: '給与の出金の受付は毎日 07:00〜09:00 です', ko: '급여 출금은 매일 07:00-09:00에 접수됩니다', es: 'Los retiros de salario se aceptan todos los días, de 07:00 a 09:00', fr: 'Les retraits de salaire sont acceptés tous les jours, de 07:00 à 09:00', de: 'Gehaltsauszahlungen werden täglich von 07:00 bis 09:00 angenommen' },
  insufficientSalary: { en: 'Insufficient salary balance', vi: 'Số dư lương không đủ', zh: '工资余额不足', ja: '給与残高が不足しています', ko: '급여 잔액이 부족합니다', es: 'Saldo de salario insuficiente', fr: 'Solde de salaire insuffisant', de: 'Gehaltsguthaben reicht nicht aus' },
  salaryWithdrawSubmitted: { en: 'Salary withdrawal submitted, please wait for review', vi: 'Đã gửi yêu cầu rút lương, vui lòng chờ duyệt', zh: '工资提现已提交，请等待审核', ja: '給与の出金を申請しました。審査をお待ちください', ko: '급여 출금 신청이 접수되었습니다. 심사를 기다려 주세요', es: 'Retiro de salario enviado, espere la revisión', fr: 'Retrait de salaire envoyé, veuillez attendre la vérification', de: 'Gehaltsauszahlung eingereicht, bitte warten Sie auf die Prüfung' },
  noAddress: { en: 'Bind a withdrawal address for this network first', vi: 'Vui lòng liên kết địa chỉ rút tiền cho mạng này trước', zh: '请先绑定该网络的提现地址', ja: '先にこのネットワークの出金アドレスを登録してください', ko: '먼저 이 네트워크의 출금 주소를 연결하세요', es: 'Vincule primero una dirección de retiro para esta red', fr: 'Associez d’abord une adresse de retrait pour ce réseau', de: 'Hinterlegen Sie zuerst eine Auszahlungsadresse für dieses Netzwerk' },
  noBankCard: { en: 'No bank card bound', vi: 'Chưa liên kết thẻ ngân hàng', zh: '未绑定银行卡', ja: '銀行カードが登録されていません', ko: '연결된 은행 카드가 없습니다', es: 'No hay tarjeta bancaria vinculada', fr: 'Aucune carte bancaire associée', de: 'Keine Bankkarte hinterlegt' },
  unknownChannel: { en: 'The selected channel is invalid.', vi: 'Kênh đã chọn không hợp lệ.', zh: '所选通道无效。', ja: '選択されたチャネルは無効です。', ko: '선택한 채널이 올바르지 않습니다.', es: 'El canal seleccionado no es válido.', fr: 'Le canal choisi n’est pas valide.', de: 'Der gewählte Kanal ist ungültig.' },
  bankBound: { en: 'Bank card bound', vi: 'Đã liên kết thẻ ngân hàng', zh: '银行卡绑定成功', ja: '銀行カードを登録しました', ko: '은행 카드가 연결되었습니다', es: 'Tarjeta bancaria vinculada', fr: 'Carte bancaire associée', de: 'Bankkarte hinterlegt' },
  addressBound: { en: 'Address bound', vi: 'Đã liên kết địa chỉ', zh: '地址绑定成功', ja: 'アドレスを登録しました', ko: '주소가 연결되었습니다', es: 'Dirección vinculada', fr: 'Adresse associée', de: 'Adresse hinterlegt' },
  exchanged: { en: 'Exchange successful', vi: 'Quy đổi thành công', zh: '兑换成功', ja: '両替しました', ko: '환전되었습니다', es: 'Cambio realizado', fr: 'Échange effectué', de: 'Umtausch erfolgreich' },
  sameCurrency: { en: 'Choose two different currencies.', vi: 'Hãy chọn hai loại tiền khác nhau.', zh: '请选择两种不同的币种。', ja: '異なる2つの通貨を選んでください。', ko: '서로 다른 두 통화를 선택하세요.', es: 'Elija dos monedas diferentes.', fr: 'Choisissez deux devises différentes.', de: 'Wählen Sie zwei verschiedene Währungen.' },
  rejectedAddress: { en: 'The receiving address was refused by the network', vi: 'Địa chỉ nhận đã bị mạng từ chối', zh: '收款地址被网络拒绝', ja: '受取アドレスがネットワークに拒否されました', ko: '수취 주소가 네트워크에서 거부되었습니다', es: 'La red rechazó la dirección de destino', fr: 'L’adresse de réception a été refusée par le réseau', de: 'Die Empfangsadresse wurde vom Netzwerk abgelehnt' },
} as const satisfies MessageTable;


type FundsKey = keyof typeof FUNDS_MESSAGES;
export const t = (lang: Lang, key: FundsKey, params?: Record<string, string>): string => translate(FUNDS_MESSAGES, lang, key, params);

/** Deposits of this amount are rejected at review (Stripe-style magic value, docs/sandbox.md). */
export const REJECTED_DEPOSIT_AMOUNT = '13.13';
/** Withdrawals to an address ending in this are rejected at review and refunded (docs/sandbox.md). */
export const REJECTED_ADDRESS_SUFFIX = 'REJECT';
/** The example account's withdrawal password. */
export const EXAMPLE_PAY_PASSWORD = '135790';
