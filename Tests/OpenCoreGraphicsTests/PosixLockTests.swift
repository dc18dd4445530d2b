import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
import Testing

/// The lock state shared with a render thread is guarded by (`PosixLock.swift`).
@Suite struct PosixLockTests {
  @Test func twoThreadsIncrementingUnderItLoseNoIncrement() {
    let counter = PosixLock(0)
    let rounds = 20_000
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
      Thread {
        for _ in 0..<rounds {
          // A read and a write apart: without the lock, the threads overwrite each other's.
          counter.withLock { value in
            let read = value
            value = read + 1
          }
        }
        done.signal()
      }.start()
    }
    done.wait()
    done.wait()
    #expect(counter.withLock { $0 } == 2 * rounds)
  }

  @Test func theBodysResultAndErrorsComeBack() throws {
    struct Refused: Error {}
    let lock = PosixLock([1, 2])
    #expect(lock.withLock { $0.count } == 2)
    #expect(throws: Refused.self) { try lock.withLock { _ in throw Refused() } }
    lock.withLock { $0.append(3) }
    #expect(lock.withLock { $0 } == [1, 2, 3])
  }
}
