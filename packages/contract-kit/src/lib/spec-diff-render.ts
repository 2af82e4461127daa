/** The text contract:diff prints. */
import type { SharedChange } from './spec-diff-components.ts';
import type { Change } from './spec-diff-model.ts';

/**
 * Readable text: changes to shared components once each (with the operations they touch), then the
 * rest grouped by operation, breaking changes first.
 */
export function renderDiff(changes: readonly Change[], title: string, shared: readonly SharedChange[] = []): string {
  const lines: string[] = [title, ''];
  for (const change of shared) {
    if (change === shared[0])
      lines.push(`Shared components: ${shared.length} change${shared.length === 1 ? '' : 's'}, each told once`);
    lines.push('', `  ${change.breaking ? '!' : '~'} ${change.message}  [${change.kind}]`);
    lines.push(
      `    touches ${change.operations.length} operation${change.operations.length === 1 ? '' : 's'}: ${change.operations.join(', ')}`,
    );
    if (change === shared[shared.length - 1]) lines.push('');
  }
  const section = (heading: string, list: readonly Change[], marker: (c: Change) => string): void => {
    const byOperation = new Map<string, Change[]>();
    for (const change of list)
      byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
    lines.push(`${heading}: ${list.length} in ${byOperation.size} operation${byOperation.size === 1 ? '' : 's'}`);
    for (const [operation, group] of byOperation) {
      lines.push('', `  ${operation}`);
      for (const change of group) lines.push(`    ${marker(change)} ${change.message}  [${change.kind}]`);
    }
    lines.push('');
  };
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  if (breaking.length > 0) section('BREAKING changes for clients', breaking, () => '!');
  else
    lines.push(shared.some((c) => c.breaking) ? 'No other breaking changes.' : 'No breaking changes for clients.', '');
  if (other.length > 0) section('Non-breaking changes', other, (c) => (c.kind.endsWith('-added') ? '+' : '~'));
  else lines.push('No other changes.', '');
  return `${lines.join('\n')}`;
}
