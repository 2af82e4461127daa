/**
 * Generates the TypeScript types of the market socket frames from asyncapi.yaml.
 *
 * Run by `npm run generate`. Writes ONE file, src/market/generated/frames.ts (git-ignored), with a
 * named export for every schema under components/schemas. Why it works the way it does:
 * - Modelina's per-file output imports sibling types with plain `import`, which breaks
 *   `verbatimModuleSyntax`; so every model is rendered on its own and concatenated into one file.
 * - Every component schema is fed to Modelina separately (not only the message payloads) so that
 *   schemas no message carries directly, such as `TickerFrameContent` (the decoded content of the
 *   double-encoded ticker frame), get a type too. Every type is named by its component key;
 *   an inline object or union schema (which Modelina would give a made-up name) fails the run.
 * - `enumType: 'union'` and literal types for `const` keep the output free of TS `enum`s
 *   (`erasableSyntaxOnly`); `rawPropertyNames` keeps the provider's snake_case keys.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, Parser, type Diagnostic } from '@asyncapi/parser';
import {
  ConstrainedReferenceModel,
  TypeScriptGenerator,
  type ConstrainedMetaModel,
  type TypeScriptPreset,
} from '@asyncapi/modelina';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = resolve(root, 'asyncapi.yaml');
const outPath = resolve(root, 'src/market/generated/frames.ts');

/** Renders `const` schemas as literal types (`cmd_id: 22998`) instead of their base type. */
function literalOr(baseType: string) {
  return ({ constrainedModel }: { constrainedModel: ConstrainedMetaModel }): string => {
    const constant = constrainedModel.options.const;
    return constant === undefined ? baseType : JSON.stringify(constant.originalInput);
  };
}

function docComment(description: unknown): string | undefined {
  if (typeof description !== 'string' || description.trim() === '') return undefined;
  const lines = description.trim().replaceAll('*/', '*\\/').split('\n');
  return ['/**', ...lines.map((line) => ` * ${line}`.trimEnd()), ' */'].join('\n');
}

function withDoc(content: string, originalInput: unknown): string {
  const input = originalInput as { description?: unknown } | undefined;
  const doc = docComment(input?.description);
  return doc === undefined ? content : `${doc}\n${content}`;
}

/**
 * Adds the schema descriptions as doc comments (Modelina's own preset prints object examples as
 * `[object Object]`). A property that points at a named model gets no comment: the model has it.
 */
const descriptionPreset: TypeScriptPreset = {
  interface: {
    self: ({ model, content }) => withDoc(content, model.originalInput),
    property: ({ property, content }) =>
      property.property instanceof ConstrainedReferenceModel
        ? content
        : withDoc(content, property.property.originalInput),
  },
  type: {
    self: ({ model, content }) => withDoc(content, model.originalInput),
  },
  enum: {
    self: ({ model, content }) => withDoc(content, model.originalInput),
  },
};

/** Exports the declaration (after its doc comment): the first unindented `type`/`interface`. */
function exported(code: string): string {
  return code.replace(/^(type|interface) /m, 'export $1 ');
}

const generator = new TypeScriptGenerator({
  modelType: 'interface',
  enumType: 'union',
  rawPropertyNames: true,
  presets: [descriptionPreset],
  typeMapping: {
    String: literalOr('string'),
    Integer: literalOr('number'),
    Float: literalOr('number'),
    Boolean: literalOr('boolean'),
  },
  processorOptions: {
    jsonSchema: { ignoreAdditionalProperties: true, ignoreAdditionalItems: true },
  },
});

/**
 * Spectral severity 0 is an error. Compared as numbers: the parser re-exports one copy of
 * @stoplight/types' enum and types its diagnostics with another, so the enums do not match.
 */
function isError(diagnostic: Diagnostic): boolean {
  return Number(diagnostic.severity) === Number(DiagnosticSeverity.Error);
}

/**
 * Modelina names a model after the schema's `title`; the parser records each schema's component
 * key in `x-parser-schema-id` (also where it was inlined by a `$ref`). Copying the key into the
 * title makes every type carry its component name, whatever the title says.
 */
function nameByComponentKey(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const node = value as Record<string, unknown>;
  const id = node['x-parser-schema-id'];
  if (typeof id === 'string' && !id.startsWith('<')) node.title = id;
  for (const child of Object.values(node)) nameByComponentKey(child, seen);
}

async function loadSchemas(): Promise<Array<{ name: string; json: unknown }>> {
  const source = await readFile(specPath, 'utf8');
  const { document, diagnostics } = await new Parser().parse(source, { source: specPath });
  const errors = diagnostics.filter((diagnostic) => isError(diagnostic));
  if (document === undefined || errors.length > 0) {
    const details = errors.map((e) => `  ${e.path.join('.')}: ${e.message}`).join('\n');
    throw new Error(`asyncapi.yaml is invalid:\n${details}`);
  }
  return document
    .components()
    .schemas()
    .all()
    .map((schema) => {
      const json: unknown = structuredClone(schema.json());
      nameByComponentKey(json);
      return { name: schema.id(), json };
    });
}

/** One rendered model per component schema; an inline object or union would get a made-up name. */
async function renderModels(): Promise<Map<string, string>> {
  const schemas = await loadSchemas();
  const names = new Set(schemas.map((schema) => schema.name));
  const models = new Map<string, string>();
  for (const schema of schemas) {
    for (const model of await generator.generate(schema.json)) {
      if (!names.has(model.modelName)) {
        throw new Error(
          `${schema.name} contains an unnamed schema (Modelina called it ${model.modelName}): ` +
            'move it under components/schemas and $ref it',
        );
      }
      if (!models.has(model.modelName)) models.set(model.modelName, exported(model.result));
    }
  }
  const missing = [...names].filter((name) => !models.has(name));
  if (missing.length > 0) throw new Error(`No type generated for ${missing.join(', ')}`);
  return models;
}

async function main(): Promise<void> {
  const started = performance.now();
  const models = await renderModels();
  const header = [
    '// Generated by scripts/generate-market-types.ts from asyncapi.yaml. Do not edit.',
    '// The frames of the market socket; see asyncapi.yaml for the protocol.',
  ].join('\n');
  await mkdir(dirname(outPath), { recursive: true });
  await writeFile(outPath, `${header}\n\n${[...models.values()].join('\n\n')}\n`);
  const ms = Math.round(performance.now() - started);
  console.log(`market types: ${models.size} types -> ${relative(root, outPath)} (${ms} ms)`);
}

try {
  await main();
} catch (error) {
  console.error(`generate-market-types: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
