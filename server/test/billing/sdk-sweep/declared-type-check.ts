import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { PENDING_FIELDS, SDK_TYPE_GAPS } from "./pending.ts";
import { type ApiVersion, isPageIterator } from "./sdk-methods.ts";

/**
 * The SDK does not validate what it receives, so the answers are checked against the types it
 * declares, by the TypeScript compiler: each answer becomes a type literal, and one generated
 * source assigns a value of that type to the method's declared return type. Assigning a
 * declared (not fresh) value lets extra fields through, as structural typing does, while a
 * missing required field or a wrong type is an error. One program checks every answer at once.
 */

export type Answer = { version: ApiVersion; method: string; value: unknown };
export type TypeMismatch = { version: ApiVersion; method: string; message: string };

/** The JSON value as a type: literals for scalars, tuples for arrays, quoted keys for objects. */
export function typeLiteral(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(typeLiteral).join(", ")}]`;
  if (typeof value === "object") {
    const fields = Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}: ${typeLiteral(field)};`);
    return `{ ${fields.join(" ")} }`;
  }
  throw new Error(`not a JSON value: ${String(value)}`);
}

const clientAlias = (version: ApiVersion) => `Client_${version.replace("-", "_")}`;

/**
 * `T` with the fields named `F` made optional wherever they occur in it (unions and arrays
 * included): the type an answer must have while those fields are pending.
 */
const LOOSENED = `type Loosened<T, F extends PropertyKey> = T extends readonly (infer Item)[]
  ? Loosened<Item, F>[]
  : T extends object
    ? { [K in keyof T as K extends F ? never : K]: Loosened<T[K], F> } & { [K in keyof T as K extends F ? K : never]?: Loosened<T[K], F> }
    : T;`;

/** The type an answer must have: the awaited return type, or the items a page iterator yields. */
function declaredType(answer: Answer): string {
  const method = answer.method
    .split(".")
    .reduce((type, name) => `${type}[${JSON.stringify(name)}]`, clientAlias(answer.version));
  return isPageIterator(answer.method) ? `Array<Yielded<ReturnType<${method}>>>` : `Awaited<ReturnType<${method}>>`;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The generated source sits (in memory) beside this file, so the SDK resolves from node_modules. */
const GENERATED = join(here, "generated-answers.ts");

/** `type` with `fields` optional, or `type` itself when there are none. */
const loosened = (type: string, fields: string[]) =>
  fields.length ? `Loosened<${type}, ${fields.map((field) => JSON.stringify(field)).join(" | ")}>` : type;

function generatedSource(answers: Answer[]): {
  text: string;
  lineOf: Map<number, Answer>;
  strictLineOf: Map<number, Answer>;
} {
  const versions = [...new Set(answers.map((answer) => answer.version))];
  const lines = [
    ...versions.map((version) => `import type { Polar as ${clientAlias(version)} } from "@polar-sh/sdk/${version}";`),
    "type Yielded<T> = T extends AsyncIterable<infer Item> ? Item : never;",
    // One line: the answers are found by their line numbers.
    LOOSENED.replace(/\s*\n\s*/g, " "),
  ];
  const lineOf = new Map<number, Answer>();
  const strictLineOf = new Map<number, Answer>();
  answers.forEach((answer, index) => {
    lines.push(`declare const answer_${index}: ${typeLiteral(answer.value)};`);
    // The fields of the SDK's type gaps were removed from the answer: optional in every check.
    const gaps = SDK_TYPE_GAPS[answer.method]?.fields ?? [];
    const declared = loosened(declaredType(answer), gaps);
    const pending = Object.keys(PENDING_FIELDS[answer.method] ?? {});
    lineOf.set(lines.length, answer);
    lines.push(`export const check_${index}: ${loosened(declared, pending)} = answer_${index};`);
    if (pending.length === 0) return;
    // Checked without the pending fields' leeway too: once this compiles, they are all answered.
    strictLineOf.set(lines.length, answer);
    lines.push(`export const strict_${index}: ${declared} = answer_${index};`);
  });
  return { text: `${lines.join("\n")}\n`, lineOf, strictLineOf };
}

/** The field path of a mismatch ("items.3.billing_name") and the compiler's last word on it. */
function explain(diagnostic: ts.Diagnostic): string {
  const path: string[] = [];
  let leaf = "";
  let chain: ts.DiagnosticMessageChain | string | undefined = diagnostic.messageText;
  while (chain !== undefined) {
    const text = typeof chain === "string" ? chain : chain.messageText;
    const field =
      /^Types of property '([^']+)' are incompatible/.exec(text) ??
      /^Property '([^']+)' is incompatible with index signature/.exec(text);
    if (field?.[1]) path.push(field[1]);
    leaf = text;
    chain = typeof chain === "string" ? undefined : chain.next?.[0];
  }
  const missing = /^Property '([^']+)' is missing/.exec(leaf);
  if (missing?.[1]) path.push(missing[1]);
  const shortLeaf = leaf.replace(/'\{[^']{120,}'/g, "'{…}'").slice(0, 400);
  return `${path.join(".") || "(answer)"}: ${shortLeaf}`;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/** Every answer that does not have its method's declared type, with the field at fault. */
export function checkAgainstDeclaredTypes(answers: Answer[]): TypeMismatch[] {
  const checked = answers.filter((answer) => answer.value !== undefined);
  const { text, lineOf, strictLineOf } = generatedSource(checked);
  const host = ts.createCompilerHost(compilerOptions);
  const readFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    fileName === GENERATED
      ? ts.createSourceFile(fileName, text, language)
      : readFromDisk(fileName, language, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === GENERATED || fileExists(fileName);
  const program = ts.createProgram([GENERATED], compilerOptions, host);
  const source = program.getSourceFile(GENERATED);
  if (!source) throw new Error("the generated source was not loaded");
  const mismatches: TypeMismatch[] = [];
  const strictFailures = new Set<Answer>();
  for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
    const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const strict = strictLineOf.get(line);
    if (strict) {
      strictFailures.add(strict);
      continue;
    }
    const answer = lineOf.get(line);
    if (!answer) throw new Error(`the generated source does not compile: ${explain(diagnostic)}`);
    mismatches.push({ version: answer.version, method: answer.method, message: explain(diagnostic) });
  }
  for (const answer of strictLineOf.values())
    if (!strictFailures.has(answer))
      mismatches.push({
        version: answer.version,
        method: answer.method,
        message: "answers every field pending for it now: remove it from PENDING_FIELDS in pending.ts",
      });
  return mismatches;
}
