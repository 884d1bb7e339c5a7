// The TypeDoc plugin of `npm run docs` (typedoc.json, which loads it).
//
// 1. One module per entry of package.json's `exports`, named as users import it (`platform-embed`,
//    `platform-embed/chat/server`…): the entry's types (dist/types/<entry>/index.d.ts) are built
//    from src/<entry>/index.ts, and that file's module takes the name. The run fails when
//    typedoc.json's entryPoints and package.json's entries differ.
// 2. An entry file that opens with a directive (`'use client'` of platform-embed/react) has its
//    module comment after the directive, where TypeDoc does not look: it is read from there.
// 3. TypeDoc's `notDocumented` check stays on for every name a user reads; three kinds of member
//    are added to `intentionallyNotDocumented`, because no doc comment can be written for them
//    without saying the same thing twice, or at all:
//    - a member of the type the compiler infers for an exported constant without a type
//      annotation (the catalog's EVENTS and ACTIONS, RULES, the zod schemas): the constant's own
//      comment documents it, and its docs are its data (the catalog's `doc` strings), some of
//      its members (a z.enum's values) have no declaration at all;
//    - a declaration of a file generated from another source (GENERATED of api-report.mjs:
//      src/api/platform-paths.ts, from openapi/platform.yaml), whose docs are that source's
//      `description`s;
//    - a member of a type a conditional type matches (`T extends { items: infer Item } ? …`,
//      `Extract<T, { name: N }>`): a pattern, not a shape anyone builds.
//    The count of each is printed.
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter, ReflectionKind } from 'typedoc';
import ts from 'typescript';
import { GENERATED, packageEntries } from './api-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A path relative to the package's root, with forward slashes. */
const fromRoot = (path) => relative(root, resolve(root, path)).split('\\').join('/');

/** The source file of a declaration file under dist/types (`api/index.d.ts` → `src/api/index.ts`). */
const sourceOf = (types) => `src/${types.replace(/^dist\/types\//, '').replace(/\.d\.ts$/, '.ts')}`;

/** The import specifier of each entry of package.json, by its source file (`src/chat/server/index.ts`). */
export function entrySources(packageRoot = root) {
  const sources = new Map();
  for (const entry of packageEntries(packageRoot)) {
    if (!entry.global && entry.specifier) sources.set(sourceOf(entry.types), entry.specifier);
  }
  return sources;
}

/** The source files generated from another source. */
const GENERATED_SOURCES = new Set(Object.keys(GENERATED).map(sourceOf));

/** The first statement after a file's directive prologue (`'use client';`), if the file has one. */
function afterDirectives(file) {
  let index = 0;
  while (
    index < file.statements.length &&
    ts.isExpressionStatement(file.statements[index]) &&
    ts.isStringLiteral(file.statements[index].expression)
  )
    index++;
  return index > 0 ? file.statements[index] : undefined;
}

/** The kinds of signature: each takes the comment of its method, function or accessor when it has none. */
const SIGNATURES =
  ReflectionKind.CallSignature |
  ReflectionKind.GetSignature |
  ReflectionKind.SetSignature |
  ReflectionKind.ConstructorSignature;

/** Whether a reflection has a doc comment, as TypeDoc's check reads it. */
const commented = (reflection) =>
  reflection.hasComment() || (reflection.kindOf(SIGNATURES) && reflection.parent?.hasComment());

/** What TypeDoc's `notDocumented` check reads a comment on (requiredToBeDocumented's default kinds; a method, function or accessor as its signatures). */
const CHECKED = ReflectionKind.Property | ReflectionKind.Variable | ReflectionKind.EnumMember | SIGNATURES;

/** Whether a reflection is inside a parameter, which TypeDoc's check does not read. */
function inParameter(reflection) {
  for (let parent = reflection.parent; parent; parent = parent.parent)
    if (parent.kindOf(ReflectionKind.Parameter)) return true;
  return false;
}

/** The conditional types of the standard library that match their second type argument. */
const MATCHING = new Set(['Extract', 'Exclude']);

/** Whether a declaration is a member of a type literal that a conditional type matches: its `extends`, or `Extract`'s second argument. */
function inPattern(declaration) {
  const literal = declaration?.parent;
  const parent = literal?.parent;
  if (!literal || !ts.isTypeLiteralNode(literal) || !parent) return false;
  if (ts.isConditionalTypeNode(parent)) return parent.extendsType === literal;
  return (
    ts.isTypeReferenceNode(parent) &&
    ts.isIdentifier(parent.typeName) &&
    MATCHING.has(parent.typeName.text) &&
    parent.typeArguments?.[1] === literal
  );
}

/**
 * Why a reflection needs no doc comment of its own, or undefined: `inferred` inside the
 * inferred type of an exported constant, `generated` declared in a generated file, `pattern`
 * matched by a conditional type.
 */
function exemption(context, reflection) {
  const id = context.project.getSymbolIdFromReflection(reflection);
  if (id && GENERATED_SOURCES.has(id.packagePath)) return 'generated';
  if (context.getSymbolFromReflection(reflection)?.declarations?.every(inPattern)) return 'pattern';
  for (let parent = reflection.parent; parent; parent = parent.parent) {
    if (parent.kindOf(ReflectionKind.Variable)) {
      const declaration = context.getSymbolFromReflection(parent)?.valueDeclaration;
      return declaration && ts.isVariableDeclaration(declaration) && !declaration.type ? 'inferred' : undefined;
    }
    if (parent.kindOf(ReflectionKind.SomeModule)) return undefined;
  }
  return undefined;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  const sources = entrySources();
  const named = new Set();

  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context, reflection) => {
      if (!reflection.kindOf(ReflectionKind.Module)) return;
      const file = context.getSymbolFromReflection(reflection)?.declarations?.find(ts.isSourceFile);
      const specifier = file && sources.get(fromRoot(file.fileName));
      if (!specifier) return;
      reflection.name = specifier;
      named.add(specifier);
      const first = reflection.comment ? undefined : afterDirectives(file);
      if (first) reflection.comment = context.getNodeComment(first, true);
    },
    // Before TypeDoc's own reading of module comments, which takes in the comment set here.
    100,
  );

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [path, specifier] of sources) {
      if (!named.has(specifier))
        app.logger.error(
          `typedoc-plugin: ${specifier} (${path}) is an entry of package.json but not one of typedoc.json's entryPoints`,
        );
    }
    for (const path of app.options.getValue('entryPoints').map(fromRoot)) {
      if (!sources.has(path))
        app.logger.error(
          `typedoc-plugin: ${path}, an entry point of typedoc.json, is the source of no entry of package.json`,
        );
    }
  });

  app.converter.on(Converter.EVENT_END, (context) => {
    // A name is left out only when every undocumented reflection of that name is exempt.
    const byName = new Map();
    for (const reflection of Object.values(context.project.reflections)) {
      if (!reflection.kindOf(CHECKED) || commented(reflection)) continue;
      if (
        inParameter(reflection) ||
        (reflection.kindOf(ReflectionKind.CallSignature) && reflection.parent?.kindOf(ReflectionKind.TypeLiteral))
      )
        continue;
      const name = reflection.getFriendlyFullName();
      const reasons = byName.get(name) ?? [];
      reasons.push(exemption(context, reflection));
      byName.set(name, reasons);
    }
    const counts = { inferred: 0, generated: 0, pattern: 0 };
    const exempt = [];
    for (const [name, reasons] of byName) {
      if (!reasons.every(Boolean)) continue;
      exempt.push(name);
      counts[reasons[0]]++;
    }
    app.options.setValue('intentionallyNotDocumented', [
      ...app.options.getValue('intentionallyNotDocumented'),
      ...exempt,
    ]);
    app.logger.info(
      `typedoc-plugin: no doc comment asked of ${counts.inferred} members of exported constants' inferred types, ${counts.generated} declarations generated from ${Object.values(GENERATED).join(', ')} and ${counts.pattern} members of conditional types' patterns`,
    );
  });
}
