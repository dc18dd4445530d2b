import Foundation

// The one place a value is shared between threads behind a hand-made lock. Synchronization's
// `Mutex` would do, but on Linux it hands a contended lock over in the kernel (a
// priority-inheriting futex), where ThreadSanitizer cannot see the hand-over: state the render
// thread and the main thread both reach reported races that were none, whenever they met at the
// lock. A POSIX mutex is intercepted by ThreadSanitizer, so what it guards is checked for real.
// `PosixLockTests` checks that it excludes.

/// A value guarded by a POSIX mutex, for state the main thread shares with a render thread.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit) public final class PosixLock<Value>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  // Only read or written inside `withLock`.
  private var value: Value

  /// A lock guarding `value`.
  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value, holding the lock.
  public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
