/**
 * What traders call an instrument in each interface language, for search: the provider names
 * metals, energy, indexes and stocks in English only ("Gold"), so "Vàng", "黄金" or "Oro" would find
 * nothing. Every list is matched whatever the interface language (a trader may type either).
 * Keys are lower-case pair codes; an instrument the provider does not list is simply never shown.
 */
export const SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // metals
  xauusd: ['Vàng', '黄金', '金', '金 (ゴールド)', 'ゴールド', '금', 'Oro', 'Or', 'Gold'],
  xagusd: ['Bạc', '白银', '銀', 'シルバー', '은', 'Plata', 'Argent', 'Silber'],
  // energy
  usoil: ['Dầu thô WTI', 'Dầu', '原油', 'WTI原油', '原油 WTI', '원유', 'Petróleo', 'Pétrole', 'Rohöl', 'Öl'],
  ukoil: [
    'Dầu Brent',
    'Dầu',
    '布伦特原油',
    '原油',
    'ブレント原油',
    '브렌트유',
    '원유',
    'Petróleo Brent',
    'Pétrole Brent',
    'Brent-Rohöl',
    'Öl',
  ],
  ngas: ['Khí tự nhiên', 'Khí đốt', '天然气', '天然ガス', '천연가스', 'Gas natural', 'Gaz naturel', 'Erdgas'],
  // indexes
  spx500: ['Chỉ số S&P 500', '标普500', '标普', 'S&P500', 'S&P 500種', '에스앤피 500', 'S&P'],
  nas100: ['Chỉ số Nasdaq', '纳斯达克', '纳指', 'ナスダック', '나스닥'],
  us30: ['Dow Jones', 'Chỉ số Dow', '道琼斯', '道指', 'ダウ', 'ダウ平均', '다우', '다우존스'],
  hk50: ['Hang Seng', 'Chỉ số Hang Seng', '恒生指数', '恒指', 'ハンセン', '항셍'],
  // well-known stocks
  aapl: ['苹果', 'アップル', '애플', 'Táo'],
  tsla: ['特斯拉', 'テスラ', '테슬라'],
  nvda: ['英伟达', 'エヌビディア', '엔비디아'],
  msft: ['微软', 'マイクロソフト', '마이크로소프트'],
  amzn: ['亚马逊', 'アマゾン', '아마존'],
  // crypto names in other scripts
  btcusdt: ['比特币', 'ビットコイン', '비트코인'],
  ethusdt: ['以太坊', 'イーサリアム', '이더리움'],
};
