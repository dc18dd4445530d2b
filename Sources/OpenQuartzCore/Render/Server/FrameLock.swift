import Foundation

/// The lock a renderer's frames are painted under, with the condition its render thread sleeps
/// on: a recursive POSIX mutex (a renderer's own entry points may nest) and a condition variable
/// on the monotonic clock (a change of the wall clock does not move the render thread's frames).
///
/// What it guards, and why that makes sharing the render tree between two threads sound, is in
/// `RenderServer.swift`.
final class FrameLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    var conditionAttributes = pthread_condattr_t()
    pthread_condattr_init(&conditionAttributes)
    pthread_condattr_setclock(&conditionAttributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &conditionAttributes)
    pthread_condattr_destroy(&conditionAttributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Sleeps until signalled, the lock released meanwhile (held once by the caller).
  func wait() { pthread_cond_wait(condition, mutex) }

  /// Sleeps until signalled or `seconds` have passed, the lock released meanwhile.
  func wait(seconds: Double) {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    let clamped = min(max(seconds, 0), 3600)
    let nanoseconds = Int(time.tv_nsec) + Int(clamped * 1e9)
    time.tv_sec += nanoseconds / 1_000_000_000
    time.tv_nsec = nanoseconds % 1_000_000_000
    pthread_cond_timedwait(condition, mutex, &time)
  }

  /// Wakes every thread waiting on the condition.
  func broadcast() { pthread_cond_broadcast(condition) }
}
