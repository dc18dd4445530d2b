// Reference-count-free access to objects something else keeps alive.
//
// Each retain and release is an atomic operation, about 20 ns on the 2-core machine of
// `Docs/Performance.md`, and a theme switch over 10,000 views made about thirty of them per view,
// many for objects whose lifetime was never in question: elements of an array held for the loop,
// the process-wide commit pipeline. These helpers hand such objects to a closure borrowed.
//
// Both are nonisolated on purpose: a closure literal that the main actor hands to the standard
// library gets an executor check on every call; handed on here as a value, it does not.

/// Calls `body` with each element of `objects`, borrowed: no retain and release per element.
///
/// The array (retained once for the loop, and a value: later changes to the stored array do not
/// reach it) keeps every element alive, so the elements need no references of their own.
@_spi(OpenUIKit)
@inlinable @inline(__always)
public func forEachBorrowed<Object: AnyObject>(_ objects: [Object], _ body: (Object) -> Void) {
  objects.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    for index in 0..<buffer.count {
      raw.load(fromByteOffset: index * MemoryLayout<Object>.stride, as: Unmanaged<Object>.self)
        ._withUnsafeGuaranteedRef(body)
    }
  }
}

/// Calls `body` with the object `reference` points to, borrowed; the caller guarantees it is alive.
@_spi(OpenUIKit)
@inlinable @inline(__always)
public func withBorrowed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
