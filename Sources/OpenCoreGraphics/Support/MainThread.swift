// Core Animation's types are not actor-isolated, as on Apple's platforms: iOS code builds layers in
// nonisolated helpers, static factories and protocol methods, and that must compile here in Swift 5
// and Swift 6 mode alike (Docs/Porting.md, "Isolation"). The layer tree, the transaction and the
// commit pipeline are still main-thread state, so the render side is nonisolated too and its
// process-wide objects (the pipeline, the transaction stack, the text engine) are
// `nonisolated(unsafe)` statics. What keeps that sound is one rule: every public entry point that
// reaches main-thread state calls `MainThread.check` first (a change recorded on a layer, a layer
// inserted or removed, a display or layout request, a transaction call, a render). It costs one
// thread-local load (the main thread is marked by a C constructor before `main` runs; a thread
// draining the main queue after `dispatchMain()` is recognised by a queue marker) and stops with a
// clear message on any other thread: a trap, never a data race. A layer that no other thread can see
// (it is not `Sendable`) is the only thing touched before the check.
//
// The second unsafe part is `run`: an existing `@MainActor` closure (a hook UIKit registered, a
// transaction's completion block) called as a plain one after the check, which is what
// `MainActor.assumeIsolated` does after its own, slower, executor check. It is sound because on
// Linux the main actor's executor is the main dispatch queue, drained by the main thread, or by one
// worker at a time once the main thread has called `dispatchMain()` and exited; `MainThreadTests` fails if that stops holding (`MainActor.assumeIsolated` inside
// `MainThread.run` must not trap, and a background thread must be told it is not the main one).

import CGraphicsSupport
import Dispatch

/// The main thread, for Core Animation's nonisolated types and the text system.
///
/// It lives in OpenCoreGraphics, below both OpenQuartzCore's layer tree and OpenText's engine,
/// which check it.
@_spi(OpenUIKit)
public enum MainThread {
  /// Whether the caller runs on the main thread: the process's first thread, or the thread that
  /// drains the main queue once that one is gone (an `async` main, as test runners have, calls
  /// `dispatchMain()`, which ends the first thread on Linux; the main actor then runs on a worker).
  ///
  /// The first test is one thread-local load; the second asks the main queue (the main actor's executor)
  /// for a marker set on it.
  @inlinable @inline(__always)
  public static var isCurrent: Bool { cgs_is_main_thread() != 0 || isDrainingMainQueue }

  @usableFromInline
  static var isDrainingMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  /// The main queue's marker, set on it the first time it is asked for.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Stops the program, naming the API (`what`), unless the caller runs on the main thread: the
  /// layer tree is main-thread state, as UIKit's views are.
  @inlinable @inline(__always)
  public static func check(_ what: @autoclosure () -> String) {
    guard isCurrent else { offMainThread(what()) }
  }

  /// Calls a main-actor closure from nonisolated Core Animation code, on the main thread (checked
  /// as ``check(_:)`` does).
  @inlinable @inline(__always)
  public static func run<T>(
    _ what: @autoclosure () -> String, _ operation: @MainActor () throws -> T
  ) rethrows -> T {
    check(what())
    return try withoutActuallyEscaping(operation) { operation in
      try unsafeBitCast(operation, to: (() throws -> T).self)()
    }
  }

  @usableFromInline
  static func offMainThread(_ what: String) -> Never {
    fatalError(
      "\(what) was used off the main thread. OpenUIKit's layer tree and CATransaction are "
        + "main-thread state: build layers on a background thread only as plain data, and touch "
        + "them on the main thread (DispatchQueue.main.async or @MainActor).")
  }
}
