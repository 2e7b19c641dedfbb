import type { AllowList } from './symbol-check'
import type { SymbolLanguage } from './symbol-syntax'

/**
 * What examples use beside the library, per language. `clients` are the variables the reference
 * assumes in scope (as the Python stub context does). `types` are platform types the specs name
 * in signatures or prose (so they look documented) whose own members are not ours to check.
 * `members` are collection, stream and string members readers call on what the library returns;
 * the check stops at them, as the value is no longer the library's. Keep each list short: a name
 * belongs here only when it is the language's or a framework's, never the client's.
 */
export const ALLOW_LISTS: Record<SymbolLanguage, AllowList> = {
  dart: {
    clients: ['plinth', 'plinthAdmin', 'client', '_client'],
    // dart:core, dart:io and Flutter widgets.
    types: ['String', 'DateTime', 'Duration', 'File', 'Uri', 'Image', 'StreamBuilder', 'Platform'],
    // List, Iterable, Stream and StreamSubscription.
    members: [
      'map',
      'where',
      'toList',
      'length',
      'isEmpty',
      'isNotEmpty',
      'first',
      'firstWhere',
      'firstOrNull',
      'forEach',
      'cancel',
    ],
    functions: [],
  },
  kotlin: {
    clients: ['plinth', 'admin'],
    // java.io, java.time, kotlinx.serialization's Json builder, Ktor's ContentType, Coil's AsyncImage.
    types: ['File', 'Instant', 'Json', 'ContentType', 'AsyncImage'],
    // Collections, kotlinx.coroutines flows and Compose's collectAsState.
    members: [
      'map',
      'forEach',
      'first',
      'firstOrNull',
      'orEmpty',
      'filterIsInstance',
      'collect',
      'onEach',
      'launchIn',
      'runningFold',
      'collectAsState',
    ],
    // Ktor's HeadersBuilder, inside a `headers { }` block.
    functions: ['append'],
  },
  swift: {
    clients: ['client', 'plinth', 'admin'],
    // Foundation, AVFoundation, SwiftUI and the package manifest's `Package`.
    types: [
      'URL',
      'UUID',
      'String',
      'Data',
      'Date',
      'JSONEncoder',
      'JSONDecoder',
      'URLSession',
      'URLSessionConfiguration',
      'AVPlayer',
      'AsyncImage',
      'Package',
    ],
    // Array, Dictionary, String, UUID and SwiftUI view modifiers on what the library returns.
    members: ['map', 'compactMap', 'first', 'keys', 'sorted', 'write', 'uuidString', 'frame'],
    functions: [],
  },
  csharp: {
    clients: ['client', 'plinth', '_plinth', 'admin'],
    // System, System.IO and .NET MAUI.
    types: ['DateTime', 'Path', 'Directory', 'File', 'Uri', 'Console', 'Shell', 'WebAuthenticator'],
    // LINQ, Dictionary and Object members on what the library returns.
    members: ['ToList', 'FirstOrDefault', 'Select', 'Where', 'Values', 'Keys', 'ToString', 'Count'],
    functions: [],
  },
}
