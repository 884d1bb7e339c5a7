let createNanoEvents = () => ({
  emit(event, ...args) {
    for (
      let callbacks = this.events[event] || [],
        i = 0,
        length = callbacks.length;
      i < length;
      i++
    ) {
      callbacks[i](...args);
    }
  },
  events: {},
  on(event, cb) {
(this.events[event] ||= []).push(cb);
    return () => {
      this.events[event] = this.events[event]?.filter(i => cb !== i);
    }
  }
});

/**
 * The one error class the SDK throws or rejects with.
 *
 * @module
 */
/**
 * An error thrown or rejected with by platform-embed. `code` says what went wrong; `message`
 * says with which field and value.
 *
 * @example
 * ```ts
 * try { embed.setColorScheme('blue' as never); }
 * catch (error) { if (error instanceof EmbedError && error.code === 'INVALID_PAYLOAD') … }
 * ```
 */
class EmbedError extends Error {
    constructor(code, message, options) {
        super(message);
        this.name = 'EmbedError';
        this.code = code;
        // Set explicitly rather than through `super(message, options)` so the cause survives on
        // engines that predate ES2022 error causes.
        if (options && 'cause' in options) {
            Object.defineProperty(this, 'cause', { value: options.cause, writable: true, configurable: true });
        }
    }
}

/**
 * The fixed names of the embed messaging protocol (spec 6.1–6.3).
 *
 * @module
 */
/** The `source` field of every protocol message, in both directions (spec 6.1). */
const EMBED_SOURCE = 'platform-embed';
/** Prefix of every event `type` (embed → host). */
const EVENT_PREFIX = 'platform:event:';
/** Prefix of every action `type` (host → embed). */
const ACTION_PREFIX = 'platform:action:';
/** The eight events an embed sends to its host, in catalog order (spec 6.2). */
const EVENT_NAMES = /*#__PURE__*/ Object.freeze([
    'ready',
    'view',
    'navigate',
    'dashboard-loaded',
    'download',
    'drilldown',
    'ai-query',
    'error',
]);
/** The six actions a host sends to its embed, in catalog order (spec 6.3). */
const ACTION_NAMES = /*#__PURE__*/ Object.freeze([
    'set-color-scheme',
    'set-theme',
    'set-locale',
    'set-filter',
    'navigate',
    'refresh',
]);
/** The embeddable surfaces (spec 6.1 `surface`). */
const SURFACES = /*#__PURE__*/ Object.freeze(['dashboard', 'app', 'chat']);

function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}

var _a;
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    return globalConfig;
}

/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});

const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);

// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const number$1 = /^-?\d+(?:\.\d+)?$/;
const boolean$1 = /^(?:true|false)$/i;

// import { $ZodType } from "./schemas.js";
const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});

const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}
const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number$1;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = boolean$1;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject$1 = isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject$1(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(issue(_iss));
    }
}

function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}

const ZodMiniType = /*@__PURE__*/ $constructor("ZodMiniType", (inst, def) => {
    if (!inst._zod)
        throw new Error("Uninitialized schema in ZodMiniType.");
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
}, {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
        return this.check;
    },
    set with(value) {
        own(this, "with", value);
    },
    parse(data, params) {
        return parse(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
        return parseAsync(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
        return safeParse(this, data, params);
    },
    safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
    },
    check(...checks) {
        const def = this.def;
        return this.clone({
            ...def,
            checks: [
                ...(def.checks ?? []),
                ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }, { parent: true });
    },
    clone(_def, params) {
        return clone(this, _def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
});
const ZodMiniString = /*@__PURE__*/ $constructor("ZodMiniString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
    return _string(ZodMiniString, params);
}
const ZodMiniNumber = /*@__PURE__*/ $constructor("ZodMiniNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number(params) {
    return _number(ZodMiniNumber, params);
}
const ZodMiniBoolean = /*@__PURE__*/ $constructor("ZodMiniBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean(params) {
    return _boolean(ZodMiniBoolean, params);
}
const ZodMiniUnknown = /*@__PURE__*/ $constructor("ZodMiniUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
    return _unknown(ZodMiniUnknown);
}
const ZodMiniObject = /*@__PURE__*/ $constructor("ZodMiniObject", (inst, def) => {
    $ZodObject.init(inst, def);
    ZodMiniType.init(inst, def);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodMiniObject(def);
}
// looseObject
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
    return new ZodMiniObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodMiniEnum = /*@__PURE__*/ $constructor("ZodMiniEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodMiniType.init(inst, def);
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodMiniEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}
const ZodMiniOptional = /*@__PURE__*/ $constructor("ZodMiniOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional$1(innerType) {
    return new ZodMiniOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodMiniNullable = /*@__PURE__*/ $constructor("ZodMiniNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
    return new ZodMiniNullable({
        type: "nullable",
        innerType: innerType,
    });
}
const ZodMiniCustom = /*@__PURE__*/ $constructor("ZodMiniCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodMiniType.init(inst, def);
});
// refine
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
    return _refine(ZodMiniCustom, fn, _params);
}

/**
 * Short, safe descriptions of untrusted values for error messages and invalid-message details.
 *
 * @module
 * @internal
 */
const MAX_STRING_PREVIEW = 60;
/**
 * Describes a value in a few words without ever throwing: strings are quoted and cut short,
 * numbers and other primitives printed, objects named by kind (their contents are untrusted
 * and may be huge, cyclic or hostile).
 */
function describeValue(value) {
    try {
        switch (typeof value) {
            case 'string':
                return JSON.stringify(value.length > MAX_STRING_PREVIEW ? `${value.slice(0, MAX_STRING_PREVIEW)}…` : value);
            case 'number':
            case 'boolean':
            case 'undefined':
                return String(value);
            case 'bigint':
                return `${value}n`;
            case 'symbol':
                return 'a symbol';
            case 'function':
                return 'a function';
            default:
                if (value === null)
                    return 'null';
                return Array.isArray(value) ? 'an array' : 'an object';
        }
    }
    catch {
        // A revoked Proxy throws even from Array.isArray.
        return 'an unreadable value';
    }
}
/** Formats a message's path to a field, e.g. `['payload', 'mode']` → `payload.mode`. */
function formatPath(path) {
    return path.map((key) => (typeof key === 'number' ? `[${key}]` : String(key))).join('.').replace(/\.\[/g, '[');
}

/**
 * The dashboard filter parameter of the `set-filter` action (spec 6.3):
 * `f_<semantic_view>.<dimension>=<JSON>`.
 *
 * @module
 */
const PREFIX = 'f_';
/** Reads a filter parameter, reporting a problem (without the value) instead of throwing. @internal */
function readFilterParameter(parameter) {
    const fail = (why) => ({ ok: false, problem: `must have the form f_<semantic_view>.<dimension>=<JSON> (${why})` });
    if (typeof parameter !== 'string')
        return fail('not a string');
    if (!parameter.startsWith(PREFIX))
        return fail('no "f_" prefix');
    const equals = parameter.indexOf('=');
    if (equals < 0)
        return fail('no "="');
    const key = parameter.slice(PREFIX.length, equals);
    const dot = key.indexOf('.');
    if (dot < 0)
        return fail('no "." between view and dimension');
    const view = key.slice(0, dot);
    const dimension = key.slice(dot + 1);
    if (!view)
        return fail('empty semantic view');
    if (!dimension)
        return fail('empty dimension');
    try {
        return { ok: true, filter: { view, dimension, value: JSON.parse(parameter.slice(equals + 1)) } };
    }
    catch {
        return fail('the part after "=" is not JSON');
    }
}

/**
 * The two catalogs of the protocol — event name → payload schema (spec 6.2) and action name →
 * payload schema (spec 6.3) — and the surfaces each event may come from. They are the single
 * source of truth: the envelope parser, the `create*` functions, and every payload type of the
 * public API are derived from them.
 *
 * @module
 * @internal
 */
const surface = _enum(SURFACES);
const text = string();
// Every extra rule is a z.refine: one check kind keeps zod's share of the CDN file small.
const count = number().check(refine((n) => n >= 0, { error: 'must be a number ≥ 0' }));
const optional = optional$1;
/** Payload schemas of the events an embed sends (spec 6.2), one per event name. */
const EVENT_PAYLOAD_SCHEMAS = {
    ready: object({
        /** Embed tenant the iframe resolved to, when known. */
        embedTenant: nullable(text),
        /** Bound deployment, when known. */
        deploymentId: nullable(number()),
        /** How the viewer was authenticated (spec 5.3). */
        mode: _enum(['signed', 'private']),
        /** Surface that mounted. */
        surface,
        /** Dashboard public id, on the dashboard surface. */
        publicId: optional(text),
    }),
    view: object({
        /** Surface viewed. */
        surface,
        /** In-embed route path. */
        path: text,
        publicId: optional(text),
        title: optional(text),
    }),
    navigate: object({
        /** New path. */
        path: text,
        previousPath: optional(text),
    }),
    'dashboard-loaded': object({
        publicId: optional(text),
        widgetCount: optional(count),
        /** Milliseconds from mount to all widgets loaded. */
        loadDurationMs: optional(count),
    }),
    download: object({
        format: _enum(['csv', 'xlsx', 'png', 'pdf']),
        target: _enum(['widget', 'dashboard']),
        /** When `target` is `widget`. */
        widgetId: optional(text),
        title: optional(text),
        /** For `csv` and `xlsx` exports. */
        rowCount: optional(count),
    }),
    drilldown: object({
        /** Fully qualified measure. */
        member: text,
        /** Clicked value. */
        value: optional(unknown()),
        widgetId: optional(text),
    }),
    'ai-query': object({
        /** Submitted text. */
        query: text,
        /** Lifecycle stage. */
        status: _enum(['submitted', 'completed', 'error']),
        chatId: optional(text),
        agentId: optional(text),
    }),
    error: object({
        message: text,
        /** Error class name. */
        name: optional(text),
        /** Origin, for example a render context. */
        context: optional(text),
        /** True when the whole surface went down. */
        fatal: optional(boolean()),
    }),
};
const ALL_SURFACES = SURFACES;
const DASHBOARD_ONLY = ['dashboard'];
/** The surfaces each event may come from (spec 6.2, column "Surfaces"). */
const EVENT_SURFACES = {
    ready: ALL_SURFACES,
    view: ALL_SURFACES,
    navigate: ALL_SURFACES,
    'dashboard-loaded': DASHBOARD_ONLY,
    download: DASHBOARD_ONLY,
    drilldown: DASHBOARD_ONLY,
    'ai-query': ALL_SURFACES,
    error: ALL_SURFACES,
};
/** Loose BCP 47 shape: a language subtag, then optional script/region/variant subtags. */
const LOCALE = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;
/** Payload schemas of the actions a host sends (spec 6.3), one per action name. */
const ACTION_PAYLOAD_SCHEMAS = {
    'set-color-scheme': object({
        /** `auto` follows the viewer's OS preference. */
        scheme: _enum(['light', 'dark', 'auto']),
    }),
    /** The theme object itself: the `embedTheme` shape the session generation call accepts. */
    'set-theme': looseObject({
        primaryColor: optional(text),
        borderRadius: optional(text),
        font: optional(text),
    }),
    'set-locale': object({
        /** A full code, a short code, or a regional variant: `en`, `en-US`, `zh-Hant-TW`, `pt_BR`. */
        locale: text.check(refine((l) => LOCALE.test(l), { error: 'must be a locale code such as "en", "en-GB" or "zh-Hant-TW"' })),
    }),
    'set-filter': object({
        /** `f_<semantic_view>.<dimension>=<JSON>`. */
        filterUrlParameter: text.check(refine((value) => readFilterParameter(value).ok, {
            error: (issue) => {
                const read = readFilterParameter(issue.input);
                return read.ok ? undefined : read.problem;
            },
        })),
    }),
    navigate: object({
        /** An in-embed path: starts with `/` (a full or protocol-relative URL is refused). */
        path: text.check(refine((p) => p.startsWith('/') && !p.startsWith('//'), {
            error: 'must be an in-embed path starting with "/" (not a URL)',
        })),
    }),
    refresh: object({}),
};

/**
 * Parsing of untrusted message data into typed protocol messages (spec 6.1). The checks run
 * cheapest first, and nothing reaches a payload schema until the envelope is right.
 *
 * @module
 */
const ACTION_RULES = { direction: 'action', prefix: ACTION_PREFIX, schemas: ACTION_PAYLOAD_SCHEMAS };
const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
/** A plain data object: not null, not an array, not a function. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Refusal with a reason and a human-readable detail. */
const refuse = (reason, detail) => ({ ok: false, reason, detail });
/**
 * Checks that `data` is a protocol action message (host → embed) and returns it typed. Never
 * throws; see {@link parseEventMessage}. An action must not carry a `surface` key.
 */
function parseActionMessage(data) {
    return parseMessage(data, ACTION_RULES);
}
/** Validates a payload against its schema; a refusal names every bad field and its value. */
function validatePayload(schema, payload) {
    const result = safeParse(schema, payload, { reportInput: true });
    if (result.success)
        return { ok: true, value: result.data };
    return { ok: false, detail: result.error.issues.map(describeIssue).join('; ') };
}
function parseMessage(data, rules) {
    // Which refusal an unexpected throw (a hostile getter or Proxy trap) turns into.
    let failure = 'not-an-object';
    try {
        if (!isRecord(data))
            return refuse('not-an-object', `expected an object, got ${describeValue(data)}`);
        failure = 'wrong-source';
        const source = data.source;
        if (source !== EMBED_SOURCE) {
            return refuse('wrong-source', `source must be "${EMBED_SOURCE}", got ${describeValue(source)}`);
        }
        failure = 'wrong-direction';
        const direction = data.direction;
        if (direction !== rules.direction) {
            return refuse('wrong-direction', `direction must be "${rules.direction}", got ${describeValue(direction)}`);
        }
        failure = 'invalid-envelope';
        const type = data.type;
        if (typeof type !== 'string' || !type.startsWith(rules.prefix)) {
            return refuse('invalid-envelope', `type must be a string starting with "${rules.prefix}", got ${describeValue(type)}`);
        }
        const name = type.slice(rules.prefix.length);
        // An own-property check, so names such as "constructor" or "__proto__" are unknown.
        const schema = has(rules.schemas, name) ? rules.schemas[name] : undefined;
        if (!schema)
            return refuse('unknown-type', `${describeValue(type)} is not in the ${rules.direction} catalog`);
        const timestamp = data.timestamp;
        if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) {
            return refuse('invalid-envelope', `timestamp must be epoch milliseconds, got ${describeValue(timestamp)}`);
        }
        let surface;
        if (rules.direction === 'event') {
            surface = data.surface;
            const allowed = EVENT_SURFACES[name];
            if (!SURFACES.includes(surface)) {
                return refuse('invalid-envelope', `surface must be one of ${quoteAll(SURFACES)}, got ${describeValue(surface)}`);
            }
            if (!allowed.includes(surface)) {
                return refuse('invalid-envelope', `${describeValue(type)} is sent only by ${quoteAll(allowed)} surfaces, got ${describeValue(surface)}`);
            }
        }
        else if (has(data, 'surface')) {
            return refuse('invalid-envelope', 'an action must not carry a surface');
        }
        const payload = data.payload;
        if (!isRecord(payload))
            return refuse('invalid-envelope', `payload must be an object, got ${describeValue(payload)}`);
        failure = 'invalid-payload';
        const checked = validatePayload(schema, payload);
        if (!checked.ok)
            return refuse('invalid-payload', checked.detail);
        const message = { source, direction, type, payload: checked.value, timestamp };
        if (rules.direction === 'event')
            message.surface = surface;
        return { ok: true, message };
    }
    catch (error) {
        return refuse(failure, `the message could not be read (${describeError(error)})`);
    }
}
function describeIssue(issue) {
    const field = formatPath(['payload', ...issue.path]);
    // A required field that is absent fails whichever check it meets first (type, enum, …).
    if (issue.input === undefined && issue.path.length > 0)
        return `${field} is required`;
    const got = describeValue(issue.input);
    switch (issue.code) {
        case 'invalid_type':
            return `${field} must be ${article(issue.expected)} (got ${got})`;
        case 'invalid_value':
            return `${field} must be one of ${quoteAll(issue.values)} (got ${got})`;
        default:
            return `${field} ${issue.message} (got ${got})`;
    }
}
function article(expected) {
    return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
function quoteAll(values) {
    return values.map((value) => JSON.stringify(value)).join(', ');
}
function describeError(error) {
    try {
        return error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
    }
    catch {
        return 'an unreadable error';
    }
}

/**
 * Building outgoing protocol messages. Both functions validate first and throw before anything
 * could be sent, so a message that leaves the SDK always parses on the other side.
 *
 * @module
 */
/**
 * Creates an event message (embed → host) for a surface, stamped with the current time.
 *
 * @throws {@link EmbedError} `INVALID_PAYLOAD` naming the bad field and value, an unknown name,
 * or a surface that does not send this event (e.g. `download` from `chat`).
 */
function createEventMessage(name, payload, surface) {
    requireName(name, EVENT_NAMES, 'event');
    const allowed = EVENT_SURFACES[name];
    if (!SURFACES.includes(surface) || !allowed.includes(surface)) {
        throw new EmbedError('INVALID_PAYLOAD', `Invalid surface for event "${name}": expected one of ${allowed.join(', ')}, got ${describeValue(surface)}`);
    }
    const value = checkedPayload('event', name, EVENT_PAYLOAD_SCHEMAS[name], payload);
    return {
        source: EMBED_SOURCE,
        direction: 'event',
        type: `${EVENT_PREFIX}${name}`,
        payload: value,
        timestamp: Date.now(),
        surface,
    };
}
function requireName(name, names, kind) {
    if (typeof name !== 'string' || !names.includes(name)) {
        throw new EmbedError('INVALID_PAYLOAD', `Unknown ${kind} ${describeValue(name)}: expected one of ${names.join(', ')}`);
    }
}
function checkedPayload(kind, name, schema, payload) {
    const result = validatePayload(schema, payload);
    if (!result.ok)
        throw new EmbedError('INVALID_PAYLOAD', `Invalid payload for ${kind} "${name}": ${result.detail}`);
    // postMessage uses the structured clone algorithm: refuse now, not at send time, what it
    // cannot copy (functions, DOM nodes…) in the open parts of a payload (a theme, a drilldown value).
    try {
        structuredClone(result.value);
    }
    catch (cause) {
        throw new EmbedError('INVALID_PAYLOAD', `Invalid payload for ${kind} "${name}": it cannot be posted (${String(cause)})`, { cause });
    }
    return result.value;
}

/**
 * The checks a host page (or an embed) must make before trusting a message (spec 5.3), in
 * order: exact origin, then window identity, then the envelope and payload. The host
 * controller and the embed bridge both call these; they are exported for pages that wire
 * `postMessage` themselves.
 *
 * @module
 */
/** Decides whether a received message is a trusted protocol action from the host. */
function checkActionMessage(event, trust) {
    return checkSender(event, trust) ?? parseActionMessage(event.data);
}
function checkSender(event, trust) {
    // A MessageEvent built and dispatched by a page script can claim any origin and source; only
    // the browser's own events (isTrusted) vouch for them. Plain objects (tests, relays) carry
    // no isTrusted flag and are judged on their fields.
    if (event.isTrusted === false) {
        return { ok: false, reason: 'untrusted-origin', detail: 'a synthetic event dispatched by a script (isTrusted false) proves no origin' };
    }
    if (event.origin !== trust.origin || trust.origin === 'null') {
        return { ok: false, reason: 'untrusted-origin', detail: `origin ${JSON.stringify(event.origin)} is not the trusted ${JSON.stringify(trust.origin)}` };
    }
    if (trust.window !== undefined && (trust.window === null || event.source !== trust.window)) {
        return { ok: false, reason: 'untrusted-window', detail: 'the message came from another window than the trusted one' };
    }
    return undefined;
}

/**
 * The embed side of the protocol: what runs inside the iframe. It sends events to the host
 * page, addressed to the host's exact origin, and hands the host's actions to handlers after
 * the same trust checks the host makes (spec 5.3): exact origin, then the exact window, then
 * the envelope and payload.
 *
 * @module
 */
const WILDCARD = '*';
/**
 * Connects an embedded surface to its host page.
 *
 * @example
 * ```ts
 * import { createEmbedBridge } from 'platform-embed/embed';
 *
 * const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: 'https://app.example.com' });
 * bridge.onAction('set-color-scheme', ({ scheme }) => applyScheme(scheme));
 * bridge.emit('ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' });
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` naming the bad option and value: a surface
 * outside the catalog, a `hostOrigin` that is not an exact http(s) origin, a `target` that
 * cannot receive messages, or no window to run in (e.g. on a server).
 */
function createEmbedBridge(options) {
    if (typeof options !== 'object' || options === null) {
        throw new EmbedError('INVALID_OPTIONS', `createEmbedBridge options must be an object, got ${describeValue(options)}`);
    }
    const { surface, onInvalidMessage, debug } = options;
    if (!SURFACES.includes(surface)) {
        throw new EmbedError('INVALID_OPTIONS', `surface must be one of ${SURFACES.join(', ')}, got ${describeValue(surface)}`);
    }
    const hostOrigin = normaliseOrigin(options.hostOrigin);
    const win = options.window ?? globalThis.window;
    if (!win || typeof win.addEventListener !== 'function') {
        throw new EmbedError('INVALID_OPTIONS', 'createEmbedBridge needs a window to listen on: call it in the browser, or pass options.window');
    }
    const target = options.target ?? win.parent;
    if (!target || typeof target.postMessage !== 'function') {
        throw new EmbedError('INVALID_OPTIONS', `target must be a window that can receive messages, got ${describeValue(target)}`);
    }
    const log = debugLogger(debug);
    const emitter = createNanoEvents();
    let destroyed = false;
    const report = (reason, detail, data) => {
        log(`ignored a message: ${reason}: ${detail}`, data);
        if (onInvalidMessage)
            guard(() => onInvalidMessage({ reason, detail, data }));
    };
    const onMessage = (event) => {
        if (destroyed)
            return;
        const result = checkActionMessage(event, { origin: hostOrigin, window: target });
        if (!result.ok) {
            const trustedSender = result.reason !== 'untrusted-origin' && result.reason !== 'untrusted-window';
            // Other scripts' messages are none of our business; forgeries of ours are worth a report.
            if (trustedSender || claimsProtocol(event.data))
                report(result.reason, result.detail, event.data);
            return;
        }
        const message = result.message;
        const name = message.type.slice(ACTION_PREFIX.length);
        log(`received action ${name}`, message.payload);
        emitter.emit(name, message.payload, message);
        emitter.emit(WILDCARD, message);
    };
    win.addEventListener('message', onMessage);
    log(`listening for actions from ${hostOrigin} as the ${surface} surface`);
    function onAction(name, handler) {
        const key = actionKey(name);
        if (typeof handler !== 'function') {
            throw new EmbedError('INVALID_OPTIONS', `onAction(${JSON.stringify(key)}) needs a handler function, got ${describeValue(handler)}`);
        }
        if (destroyed)
            return () => { };
        const call = handler;
        return emitter.on(key, (...args) => {
            // destroy() may run inside an earlier handler of the same message.
            if (!destroyed)
                guard(() => call(...args));
        });
    }
    return {
        emit(name, payload) {
            if (destroyed)
                throw new EmbedError('DESTROYED', `Cannot emit "${String(name)}": the bridge was destroyed`);
            const message = createEventMessage(name, payload, surface);
            try {
                target.postMessage(message, hostOrigin);
            }
            catch (error) {
                // A payload the structured clone algorithm refuses (a function in drilldown.value…).
                const reason = error instanceof Error ? error.message : describeValue(error);
                throw new EmbedError('INVALID_PAYLOAD', `Could not post event "${name}" to ${hostOrigin}: ${reason}`, { cause: error });
            }
            log(`sent event ${name}`, message.payload);
        },
        onAction,
        destroy() {
            if (destroyed)
                return;
            destroyed = true;
            win.removeEventListener('message', onMessage);
            emitter.events = {};
            log('destroyed');
        },
    };
}
/** Checks and normalises the host origin: `HTTPS://App.Example.com/` → `https://app.example.com`. */
function normaliseOrigin(value) {
    const refuse = (why) => {
        throw new EmbedError('INVALID_OPTIONS', `hostOrigin must be the exact http(s) origin of the host page, such as "https://app.example.com" (${why}), got ${describeValue(value)}`);
    };
    if (typeof value !== 'string')
        return refuse('not a string');
    if (value === '*' || value === 'null')
        return refuse('a wildcard or opaque origin trusts every page');
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return refuse('not an absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return refuse('not http or https');
    if (url.username || url.password)
        return refuse('credentials are not part of an origin');
    if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value))
        return refuse('an origin has no path, query or fragment');
    return url.origin;
}
/** Resolves `'set-theme'`, `'platform:action:set-theme'` or `'*'` to the emitter key. */
function actionKey(name) {
    if (name === WILDCARD)
        return WILDCARD;
    const short = typeof name === 'string' && name.startsWith(ACTION_PREFIX) ? name.slice(ACTION_PREFIX.length) : name;
    if (typeof short !== 'string' || !ACTION_NAMES.includes(short)) {
        throw new EmbedError('INVALID_OPTIONS', `Unknown action ${describeValue(name)}: expected one of ${ACTION_NAMES.join(', ')} (or "${ACTION_PREFIX}<name>", or "*")`);
    }
    return short;
}
/** Whether untrusted data claims to be a protocol message. Never throws. */
function claimsProtocol(data) {
    try {
        return typeof data === 'object' && data !== null && data.source === EMBED_SOURCE;
    }
    catch {
        return false;
    }
}
/**
 * Runs user code so that its error cannot stop the caller: the error is re-thrown from a
 * fresh task, where the page's error reporting (`window.onerror`, monitoring tools) sees it.
 */
function guard(run) {
    try {
        run();
    }
    catch (error) {
        setTimeout(() => {
            throw error;
        }, 0);
    }
}
function debugLogger(debug) {
    if (typeof debug === 'function')
        return (line, data) => guard(() => debug(line, data));
    if (debug === true) {
        return (line, data) => {
            // eslint-disable-next-line no-console -- logging is what `debug: true` asks for
            if (data === undefined)
                console.debug(`[platform-embed:embed] ${line}`);
            else
                console.debug(`[platform-embed:embed] ${line}`, data);
        };
    }
    return () => { };
}

export { EmbedError, createEmbedBridge };
//# sourceMappingURL=platform-embed-embed.js.map
