import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// State UIKit keeps per thread: the current traits (`UITraitCollection.current`) and the stack of
/// drawing contexts (`UIGraphicsPushContext`).
///
/// UIKit's drawing API is not actor-isolated: a nonisolated helper that calls
/// `UIGraphicsGetCurrentContext()` or `UIColor.red.setFill()` runs on whichever thread drew, and
/// each thread has its own current context and traits. The main thread's value is a plain stored
/// property, reached with one compare (`MainThread.isCurrent`, every `draw(_:)` asks); other
/// threads keep theirs in their thread dictionary.
final class PerThread<Value>: @unchecked Sendable {
  // Read and written only on the main thread (checked on every access): no data race.
  @exclusivity(unchecked) private var mainThreadValue: Value
  private let initial: @Sendable () -> Value
  private let key: String

  /// Storage named `key` (unique per process), each thread starting at `initial()`.
  init(_ key: String, initial: @escaping @Sendable () -> Value) {
    self.key = "OpenUIKit." + key
    self.initial = initial
    self.mainThreadValue = initial()
  }

  /// The calling thread's value.
  var value: Value {
    get { MainThread.isCurrent ? mainThreadValue : box().value }
    set {
      if MainThread.isCurrent {
        mainThreadValue = newValue
      } else {
        box().value = newValue
      }
    }
  }

  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The calling (non-main) thread's box, made on first use; it goes with the thread.
  private func box() -> Box {
    let dictionary = Thread.current.threadDictionary
    if let box = dictionary[key] as? Box { return box }
    let box = Box(initial())
    dictionary[key] = box
    return box
  }
}
