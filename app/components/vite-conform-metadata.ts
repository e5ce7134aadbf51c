// Build step: Conform's field metadata without a getter per property per read, and its read
// subscriptions recorded without copying (decision 033).
//
// Every read of a field's metadata in Conform 1.x (`fields.carrier.errors`, and each of the ~17 reads
// getInputProps makes) calls its internal `getMetadata`, which returns a Proxy over a new object
// literal with eleven `get x() {...}` accessors. V8 builds such an object in dictionary mode, one
// accessor pair and one closure per getter, through the runtime (in a loop outside the app: ~60 times
// slower than a plain object), and those pieces survive the young-generation collection, which
// otherwise frees everything a page leaves: they are moved to the old generation and freed only by a
// full collection. On the shipment desk that was about a third of the bytes each young collection
// promoted, which made every one of those collections (a pause every page in the queue waits through)
// about 60% longer (bench/README.md, "Conform's metadata").
//
// This replaces that function, in the browser bundle and in the server bundle (vite.config.ts bundles
// @conform-to/react into the server build so the patch reaches it), by one that answers the same reads
// from the Proxy's `get` trap: the same values, the same subscriptions recorded (which decide what
// re-renders), no accessors. Its only visible difference: the computed names (`defaultValue`,
// `errors` ...) are not own keys of the target, so `Object.keys(metadata)` lists only id, name,
// errorId and descriptionId. Conform never enumerates metadata, nor do we.
//
// With it goes `updateSubjectRef`, which records each read as a subscription: Conform copies the
// subject's object and its list of names on every read (two object spreads and a concat), so a form
// of n fields paid n^2 copies per render. The subject is the render's own fresh object (useSubjectRef
// replaces it on every render) and nothing else holds its lists, so appending in place records the
// same subscriptions.
//
// The two functions are found by their exact text: a Conform release that changes them fails the build here,
// so an upgrade is reviewed (app/components/conform-metadata.test.ts compares the two on real form
// state). The dev server pre-bundles dependencies without plugins and runs Conform unpatched; the
// patch changes speed, never behaviour.
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

const START = "function updateSubjectRef(ref, subject, scope, name) {";
const END = "function getFieldMetadata(";
/** sha256 of Conform 1.21.1's updateSubjectRef and getMetadata, from START up to END. */
export const CONFORM_REPLACED_SHA256 = "8498e546017482c7bb936f4607b2498f0d280559c4556af860209a4cffa3f073";
/** Where Conform's ESM build keeps getMetadata (the browser and the server bundle both import it). */
export const CONFORM_CONTEXT_MODULE = /[\\/]@conform-to[\\/]react[\\/]dist[\\/]context\.mjs$/;

// Names they use are the module's own: getFieldMetadata and the imported isPrefix.
const REPLACEMENT = `function updateSubjectRef(ref, subject, scope, name) {
  // app/components/vite-conform-metadata.ts: appended in place, not copied on every read
  if (subject === 'status' || subject === 'formId' || subject === 'pendingIntents') {
    ref.current[subject] = true;
  } else if (typeof scope !== 'undefined' && typeof name !== 'undefined') {
    var names = ref.current[subject] || (ref.current[subject] = {});
    if (names[scope]) names[scope].push(name);
    else names[scope] = [name];
  }
}
function getMetadata(context, subjectRef, stateSnapshot, name = '') {
  // app/components/vite-conform-metadata.ts: the computed reads are answered by the trap, not by
  // accessors on a new object literal (which V8 makes in dictionary mode and promotes).
  var id = name ? context.getFormId() + "-" + name : context.getFormId();
  var state = context.getState();
  var subscribe = state === stateSnapshot;
  var target = { id: id, name: name, errorId: id + "-error", descriptionId: id + "-description" };
  return new Proxy(target, {
    get(target, key, receiver) {
      switch (key) {
        case 'id':
        case 'errorId':
        case 'descriptionId':
          if (subscribe) updateSubjectRef(subjectRef, 'formId');
          return target[key];
        case 'initialValue':
        case 'value':
        case 'key':
        case 'valid':
        case 'dirty':
          if (subscribe) updateSubjectRef(subjectRef, key, 'name', name);
          return state[key][name];
        case 'errors':
          if (subscribe) updateSubjectRef(subjectRef, 'error', 'name', name);
          return state.error[name];
        case 'allErrors': {
          if (subscribe) updateSubjectRef(subjectRef, 'error', 'prefix', name);
          if (name === '') return state.error;
          var nested = {};
          for (var entry of Object.entries(state.error)) if (isPrefix(entry[0], name)) nested[entry[0]] = entry[1];
          return nested;
        }
        // read through the receiver, as a getter's \`this\` would: the field's own read subscribes
        case 'defaultValue': {
          var value = receiver.initialValue;
          if (typeof value === 'string') return value;
          return Array.isArray(value) ? value[0] : undefined;
        }
        case 'defaultOptions': {
          var options = receiver.initialValue;
          if (typeof options === 'string') return [options];
          return Array.isArray(options) && options.every((item) => typeof item === 'string') ? options : undefined;
        }
        case 'defaultChecked':
          return receiver.initialValue === 'on' ? true : undefined;
        case 'getFieldset':
          return () => new Proxy({}, {
            get(fieldset, child, fieldsetReceiver) {
              return typeof child === 'string'
                ? getFieldMetadata(context, subjectRef, stateSnapshot, name, child)
                : Reflect.get(fieldset, child, fieldsetReceiver);
            }
          });
      }
      return Reflect.get(target, key, receiver);
    }
  });
}
`;

/** Conform's context module with updateSubjectRef and getMetadata replaced; throws when the function is not the reviewed one. */
export function patchConformContext(source: string): string {
	const start = source.indexOf(START);
	const end = source.indexOf(END, start);
	if (start < 0 || end < 0)
		throw new Error(
			"conform-metadata: updateSubjectRef and getMetadata not found in @conform-to/react; review app/components/vite-conform-metadata.ts",
		);
	const original = source.slice(start, end);
	const sha = createHash("sha256").update(original).digest("hex");
	if (sha !== CONFORM_REPLACED_SHA256)
		throw new Error(
			`conform-metadata: @conform-to/react's updateSubjectRef or getMetadata changed (sha256 ${sha}); review app/components/vite-conform-metadata.ts against the new release before building`,
		);
	return source.slice(0, start) + REPLACEMENT + source.slice(end);
}

export function conformMetadata(): Plugin {
	return {
		name: "conform-metadata",
		enforce: "pre",
		apply: "build",
		// the server build would otherwise import Conform from node_modules at run time, unpatched
		config: () => ({ ssr: { noExternal: ["@conform-to/react"] } }),
		transform(code, id) {
			if (!CONFORM_CONTEXT_MODULE.test(id.split("?")[0] ?? id)) return null;
			return { code: patchConformContext(code), map: null };
		},
	};
}
